import { useTranslations } from 'next-intl'
import type React from 'react'
import { useId } from 'react'

import type { CommonIssuesBlock } from '@/payload-types'

import { linesOf } from '../../../domain/guidance/guides'
import { paragraphsOf } from '../../../domain/text/splitAtTerm'
import { safeHref } from '../../../domain/url'
import { pageOrUrlHref } from '../../_core/shared/pageLink'
import { MUTED_TEXT, TEXT_LINK } from '../../_core/shared/styles'
import { Disclosure } from '../../_core/shared/Disclosure'

/**
 * Common problems a homeowner can check before calling a dealer. Each problem is a native <details>
 * disclosure, so it opens with a click, Enter or Space and tells screen readers whether it is open with no
 * script, and the browser's find-in-page reaches closed answers. After them come the signs that need a
 * professional and a line to find a dealer. Every link passes the site's link rule.
 */
export const CommonIssuesComponent: React.FC<CommonIssuesBlock> = ({
  title,
  intro,
  items,
  whenToCallTitle,
  whenToCall,
  helpText,
  helpLinkLabel,
  helpLinkUrl,
}) => {
  const t = useTranslations('blocks.commonIssues')
  const id = useId()
  const signs = linesOf(whenToCall)
  const helpHref = safeHref(helpLinkUrl)
  const helpLabel = helpLinkLabel?.trim()
  return (
    <section aria-labelledby={id} className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h2 id={id} className="text-3xl font-bold">
          {title}
        </h2>
        {intro ? <p className={`text-lg ${MUTED_TEXT}`}>{intro}</p> : null}
      </div>
      <div className="divide-y divide-line border-y border-line">
        {items.map((item, index) => {
          const href = pageOrUrlHref(item.page, item.url)
          const label = item.label?.trim()
          return (
            <Disclosure key={item.id ?? index} summary={item.title}>
              <div className="flex flex-col gap-3 pb-5 text-base leading-relaxed sm:text-lg">
                {paragraphsOf(item.answer).map((paragraph, p) => (
                  <p key={p}>{paragraph}</p>
                ))}
                {href && label ? (
                  <p>
                    <a href={href} className={TEXT_LINK}>
                      {label}
                    </a>
                  </p>
                ) : null}
              </div>
            </Disclosure>
          )
        })}
      </div>
      {signs.length ? (
        <div className="flex flex-col gap-3 border-l-4 border-accent-600 pl-5">
          <h3 className="text-xl font-semibold">{whenToCallTitle?.trim() || t('whenToCall')}</h3>
          <ul className="list-disc space-y-1 pl-6 text-base leading-relaxed sm:text-lg">
            {signs.map((sign, s) => (
              <li key={s}>{sign}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {helpText?.trim() || (helpHref && helpLabel) ? (
        <p className="text-lg">
          {helpText?.trim()}
          {helpText?.trim() && helpHref && helpLabel ? ' ' : null}
          {helpHref && helpLabel ? (
            <a href={helpHref} className={TEXT_LINK}>
              {helpLabel}
            </a>
          ) : null}
        </p>
      ) : null}
    </section>
  )
}
