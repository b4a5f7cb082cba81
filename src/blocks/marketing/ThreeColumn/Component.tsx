import type React from 'react'
import { useId } from 'react'

import type { ThreeColumnBlock } from '@/payload-types'

import { pageOrUrlHref } from '../../_core/shared/pageLink'
import { MUTED_TEXT, TEXT_LINK } from '../../_core/shared/styles'

/** Three short texts side by side, each with a title and an optional link; stacked on phones. */
export const ThreeColumnComponent: React.FC<ThreeColumnBlock> = ({ title, columns }) => {
  const id = useId()
  const ColumnHeading = title ? 'h3' : 'h2'
  return (
    <section aria-labelledby={title ? id : undefined} className="flex flex-col gap-8">
      {title ? (
        <h2 id={id} className="text-3xl font-bold">
          {title}
        </h2>
      ) : null}
      <div className="grid gap-8 md:grid-cols-3">
        {columns.map((column, index) => {
          const href = pageOrUrlHref(column.page, column.url)
          const titleId = `${id}-${index}`
          return (
            <div key={column.id ?? index} className="flex flex-col gap-3">
              <ColumnHeading id={titleId} className="text-xl font-semibold">
                {column.title}
              </ColumnHeading>
              <p className={MUTED_TEXT}>{column.text}</p>
              {href && column.label ? (
                <p className="mt-auto">
                  <a href={href} aria-describedby={titleId} className={TEXT_LINK}>
                    {column.label}
                  </a>
                </p>
              ) : null}
            </div>
          )
        })}
      </div>
    </section>
  )
}
