import type { CollectionSlug, Payload } from 'payload'

import { whereUsed } from '@/cms/usage/whereUsed'

type Props = { payload: Payload; id?: number | string; collectionSlug: CollectionSlug }

/** The sidebar's 'Where it is used': every page, document and setting pointing at this one, linked. */
export async function WhereUsedList({ payload, id, collectionSlug }: Props) {
  if (id === undefined) return null
  const usages = await whereUsed(payload, { slug: collectionSlug, id })
  return (
    <div className="where-used">
      <h3 className="where-used__title">Where it is used</h3>
      {usages.length === 0 ? (
        <p className="where-used__empty">Nothing links to it.</p>
      ) : (
        <ul className="where-used__list">
          {usages.map((usage) => (
            <li key={usage.href}>
              <a href={usage.href}>{usage.label}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
