import type React from 'react'
import { useId } from 'react'

import type { IconListBlock } from '@/payload-types'

import { TEXT_LINK } from '../../_core/shared/styles'
import { pageOrUrlHref } from '../../_core/shared/pageLink'
import { DrawnIcon } from '../../_core/shared/icons'

/** Short labels, each with an icon from the site's set; a label with a safe address is a link. */
export const IconListComponent: React.FC<IconListBlock> = ({ title, items }) => {
  const id = useId()
  return (
    <section aria-labelledby={title ? id : undefined} className="flex flex-col gap-6">
      {title ? (
        <h2 id={id} className="text-3xl font-bold">
          {title}
        </h2>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item, index) => {
          const href = pageOrUrlHref(item.linkPage, item.link)
          return (
            <li key={item.id ?? index} className="flex items-center gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <DrawnIcon name={item.icon} className="size-6" />
              </span>
              {href ? (
                <a href={href} className={`text-lg ${TEXT_LINK}`}>
                  {item.label}
                </a>
              ) : (
                <span className="text-lg font-medium">{item.label}</span>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
