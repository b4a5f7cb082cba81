import { isExternalHref, safeHref } from '@/domain/url'
import { PRODUCT_CATEGORIES, type ProductCategory } from '@/domain/rebates/categories'
import type { RebateDetailsResponse } from '@/domain/rebates/responseSchemas'
import { formatCurrency } from '@/i18n/format'
import type { RebatesMessages } from '@/i18n/islandMessages'
import type { Translator } from '@/i18n/translator'

type Props = {
  result: RebateDetailsResponse
  headingLevel: 'h2' | 'h3'
  /** The finder's words, in the page's language. */
  t: Translator<RebatesMessages>
}

const CATEGORY_NAMES = {
  'heat-pumps': 'categoryHeatPumps',
  'air-conditioners': 'categoryAirConditioners',
  furnaces: 'categoryFurnaces',
  ductless: 'categoryDuctless',
  geothermal: 'categoryGeothermal',
  'water-heaters': 'categoryWaterHeaters',
  thermostats: 'categoryThermostats',
} as const satisfies Record<ProductCategory, keyof RebatesMessages>

/** The endpoint answers a category's English label: the page's language names the ones it knows. */
function categoryName(label: string, t: Translator<RebatesMessages>): string {
  const known = PRODUCT_CATEGORIES.find((c) => c.label === label)
  return known ? t(CATEGORY_NAMES[known.value]) : label.toLowerCase()
}

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900'

/**
 * The results summary (spec §2, §7): the area, the first entry's largest rebate in whole dollars and its
 * programs, each linking to the program's own page in a new tab. No entry: the spec's no-rebates text.
 */
export function RebateResults({ result, headingLevel: Heading, t }: Props) {
  const [first] = result.productRebateDetails
  if (!first)
    return (
      <p role="status" className="rounded-lg border border-line bg-surface p-5 font-semibold">
        {t('noRebates')}
      </p>
    )
  return (
    <section
      aria-label={t('results')}
      className="flex flex-col gap-3 rounded-lg border border-line bg-white p-5"
    >
      <Heading className="text-xl font-bold text-brand-900">
        {t('rebatesFor', { place: result.area.cityState })}
      </Heading>
      <p className="flex flex-col">
        <span className="text-sm font-semibold text-muted">
          {t('maxRebate', { category: categoryName(first.productCategory, t) })}
        </span>
        <span className="text-4xl font-bold text-brand-900">
          {formatCurrency(first.maxRebate.amount, t.locale)}
        </span>
      </p>
      <ul className="flex flex-col gap-2">
        {first.rebatePrograms.map((program) => {
          const href = safeHref(program.homeURL)
          return (
            <li key={program.id} className="flex flex-wrap gap-x-2">
              {href && isExternalHref(href) ? (
                <a href={href} target="_blank" rel="noopener noreferrer" className={LINK}>
                  {program.name} <span className="sr-only">{t('opensInNewTab')}</span>
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
