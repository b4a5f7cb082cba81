import { isExternalHref, safeHref } from '@/domain/url'
import { formatRebateAmount } from '@/domain/rebates/format'
import { NO_REBATES_TEXT } from '@/domain/rebates/messages'
import type { RebateDetailsResponse } from '@/domain/rebates/responseSchemas'

type Props = { result: RebateDetailsResponse; headingLevel: 'h2' | 'h3' }

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900'

/**
 * The results summary (spec §2, §7): the area, the first entry's largest rebate in whole dollars and its
 * programs, each linking to the program's own page in a new tab. No entry: the spec's no-rebates text.
 */
export function RebateResults({ result, headingLevel: Heading }: Props) {
  const [first] = result.productRebateDetails
  if (!first)
    return (
      <p role="status" className="rounded-lg border border-line bg-surface p-5 font-semibold">
        {NO_REBATES_TEXT}
      </p>
    )
  return (
    <section
      aria-label="Rebate results"
      className="flex flex-col gap-3 rounded-lg border border-line bg-white p-5"
    >
      <Heading className="text-xl font-bold text-brand-900">Rebates for {result.area.cityState}</Heading>
      <p className="flex flex-col">
        <span className="text-sm font-semibold text-muted">
          Maximum rebate for {first.productCategory.toLowerCase()}
        </span>
        <span className="text-4xl font-bold text-brand-900">
          {formatRebateAmount(first.maxRebate.amount)}
        </span>
      </p>
      <ul className="flex flex-col gap-2">
        {first.rebatePrograms.map((program) => {
          const href = safeHref(program.homeURL)
          return (
            <li key={program.id} className="flex flex-wrap gap-x-2">
              {href && isExternalHref(href) ? (
                <a href={href} target="_blank" rel="noopener noreferrer" className={LINK}>
                  {program.name} <span className="sr-only">(opens in a new tab)</span>
                  <span aria-hidden="true">↗</span>
                </a>
              ) : href ? (
                <a href={href} className={LINK}>
                  {program.name}
                </a>
              ) : (
                <span className="font-semibold">{program.name}</span>
              )}
              <span className="text-muted">{program.amountLabel}</span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
