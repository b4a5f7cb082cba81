import { useId } from 'react'

import { DocumentList } from '@/components/resources/DocumentList'
import type { ResourceDocument } from '@/components/resources/types'

type Group = { category: string; slug: string; items: readonly ResourceDocument[] }

type Props = {
  title: string
  intro?: string | null
  empty: string
} & (
  { documents: readonly ResourceDocument[]; groups?: never } | { groups: readonly Group[]; documents?: never }
)

/**
 * A titled list of PDF links, shared by the warranty and energy-guide document lists; grouped lists get a
 * heading (h3) per group.
 */
export function DocumentListSection({ title, intro, empty, documents, groups }: Props) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-3xl font-bold">
        {title}
      </h2>
      {intro ? <p className="max-w-3xl text-lg">{intro}</p> : null}
      {groups ? (
        groups.length ? (
          <div className="grid gap-6 md:grid-cols-2">
            {groups.map((group) => (
              <div key={group.slug} className="flex flex-col gap-3">
                <h3 className="text-xl font-semibold">{group.category}</h3>
                <DocumentList documents={group.items} empty={empty} />
              </div>
            ))}
          </div>
        ) : (
          <p className="text-muted">{empty}</p>
        )
      ) : (
        <DocumentList documents={documents} empty={empty} />
      )}
    </section>
  )
}
