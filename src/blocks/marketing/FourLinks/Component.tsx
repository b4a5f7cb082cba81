import type React from 'react'
import { useId } from 'react'

import type { FourLinksBlock } from '@/payload-types'

import { LinkArrow } from '../../_core/shared/LinkedCard'
import { pageOrUrlHref } from '../../_core/shared/pageLink'
import { FOCUS_RING } from '../../_core/shared/styles'

/**
 * Four large link tiles (the spec's title_1…4 and link_1…4, kept in order). A link to a page that is not
 * published, or whose address fails the link rule, is left out.
 */
export const FourLinksComponent: React.FC<FourLinksBlock> = ({ title, links }) => {
  const id = useId()
  const safe = links.slice(0, 4).flatMap((item, index) => {
    const href = pageOrUrlHref(item.page, item.link)
    return href ? [{ key: item.id ?? String(index), title: item.title, href }] : []
  })
  if (!safe.length) return null
  return (
    <section aria-labelledby={title ? id : undefined} className="flex flex-col gap-6">
      {title ? (
        <h2 id={id} className="text-3xl font-bold">
          {title}
        </h2>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {safe.map((item) => (
          <li key={item.key}>
            <a
              href={item.href}
              className={`flex h-full min-h-20 items-center justify-between gap-3 rounded-lg border-2 border-brand-700 bg-white px-5 py-4 text-lg font-semibold text-brand-800 hover:bg-brand-50 ${FOCUS_RING}`}
            >
              {item.title}
              <LinkArrow />
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
