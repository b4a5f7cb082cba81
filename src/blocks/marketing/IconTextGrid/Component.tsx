import type React from 'react'
import { useId } from 'react'

import type { IconTextGridBlock } from '@/payload-types'

import { MUTED_TEXT } from '../../_core/shared/styles'
import { pageOrUrlHref } from '../../_core/shared/pageLink'
import { ActionLink } from '../../_core/shared/ActionLink'
import { DrawnIcon } from '../../_core/shared/icons'

/**
 * Short points, each with an icon, a title and a sentence, in a responsive grid, and an optional call to
 * action under them. Without a block title the items' titles become the section's headings.
 */
export const IconTextGridComponent: React.FC<IconTextGridBlock> = ({ title, items, cta }) => {
  const id = useId()
  const ctaHref = cta ? pageOrUrlHref(cta.page, cta.url) : null
  const ItemHeading = title ? 'h3' : 'h2'
  return (
    <section aria-labelledby={title ? id : undefined} className="flex flex-col gap-8">
      {title ? (
        <h2 id={id} className="text-3xl font-bold">
          {title}
        </h2>
      ) : null}
      <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item, index) => (
          <li key={item.id ?? index} className="flex gap-4">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <DrawnIcon name={item.icon} className="size-7" />
            </span>
            <div className="flex flex-col gap-1">
              <ItemHeading className="text-lg font-semibold">{item.title}</ItemHeading>
              {item.text ? <p className={MUTED_TEXT}>{item.text}</p> : null}
            </div>
          </li>
        ))}
      </ul>
      {cta?.label && ctaHref ? (
        <div>
          <ActionLink href={ctaHref} label={cta.label} />
        </div>
      ) : null}
    </section>
  )
}
