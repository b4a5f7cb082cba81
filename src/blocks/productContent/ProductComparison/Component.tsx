import { useLocale, useTranslations } from 'next-intl'
import type React from 'react'
import { useId } from 'react'

import type { Locale } from '@/config/locales'
import { DUCTWORK_COST } from '@/domain/ownership/constants'
import { formatNumber, formatUsDollars } from '@/i18n/format'
import type { Media, ProductComparisonBlock } from '@/payload-types'

import { LazyTabs } from '@/components/resources/lazy.client'

import { BlockShell } from '../../_core/shared/BlockShell'
import { pageOrUrlHref } from '../../_core/shared/pageLink'
import { MUTED_TEXT, TEXT_LINK } from '../../_core/shared/styles'
import { resolveImage } from '../../_core/shared/image/resolveImage'
import {
  NOISE_SCALE,
  type ComparisonRow,
  type ProductType,
  initialType,
  isEnergyStar,
  menuTypes,
  nearestNoise,
  noisePosition,
  productsOfType,
  startingPrice,
  visibleRows,
} from '../../../domain/productContent/comparison'
import { tabIds } from '../../../domain/tabs/tabItems'
import { LazyCostToggle as CostToggle } from './lazy.client'

type Entry = ProductComparisonBlock['entries'][number]

/** Each product type's name in the catalogue (blocks.comparison.types, and the noun of its installed price). */
const TYPE_KEY: Record<ProductType, string> = {
  'Air Conditioner': 'airConditioner',
  '80% Furnace': 'furnace80',
  '90% Furnace': 'furnace90',
  Furnace: 'furnace',
  'Heat Pump': 'heatPump',
  'Air Handler': 'airHandler',
}

/** What the efficiency rating of a type measures, by the rating's name (an air handler has none of its own). */
const EFFICIENCY_MEANING: Record<string, string> = { SEER: 'seer', AFUE: 'afue', HSPF: 'hspf' }

/** The sentences the cost toggles open for a type: its starting price, what prices mean, the ductwork. */
function useCostDetails(type: ProductType): string[] {
  const t = useTranslations('blocks.comparison.cost')
  const locale = useLocale() as Locale
  const usd = (amount: number) => formatUsDollars(amount, locale)
  return [
    t('startsAt', { product: t(`products.${TYPE_KEY[type]}`), price: usd(startingPrice(type)) }),
    t('dollarSigns'),
    t('ductwork', { from: usd(DUCTWORK_COST.from), to: usd(DUCTWORK_COST.to) }),
  ]
}

function ProductImage({ media, className }: { media: Entry['image']; className: string }) {
  const image =
    media && typeof media === 'object'
      ? resolveImage({ blockType: 'image', media: media as Media, displayWidth: 'third' })
      : null
  if (!image) return null
  return (
    // eslint-disable-next-line @next/next/no-img-element -- Payload already generated the sizes listed in srcset
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes="(min-width: 1024px) 240px, 90vw"
      width={image.width}
      height={image.height}
      // The product's name is next to it; the picture adds nothing a screen reader needs.
      alt=""
      loading="lazy"
      decoding="async"
      className={className}
    />
  )
}

function ProductLink({ entry }: { entry: Entry }) {
  const t = useTranslations('blocks.comparison')
  const href = pageOrUrlHref(entry.product_page, entry.product_link)
  if (!href) return null
  return (
    <a href={href} className={`${TEXT_LINK} text-brand-700`}>
      {t('learnMore')}
      <span className="sr-only"> {t('learnMoreAbout', { name: entry.product_name })}</span>
    </a>
  )
}

function NotListed() {
  const t = useTranslations('blocks.comparison')
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="sr-only">{t('notListed')}</span>
    </>
  )
}

/** One product's value in one row. */
function Value({ entry, row }: { entry: Entry; row: ComparisonRow }) {
  const t = useTranslations('blocks.comparison')
  const locale = useLocale() as Locale
  if (row.key === 'noise_level') {
    const level = entry.noise_level
    if (typeof level !== 'number' || !Number.isFinite(level)) return <NotListed />
    const near = nearestNoise(level)
    return (
      <span className="flex flex-col gap-1.5">
        <span>
          {t(near.decibels === level ? 'noise.asLoudAs' : 'noise.closeTo', {
            // Written as stored (every decimal the editor gave), in the locale's way.
            level: formatNumber(level, locale, 20),
            phrase: t(`noise.d${near.decibels}.phrase`),
            reference: formatNumber(near.decibels, locale),
          })}
        </span>
        <span aria-hidden="true" className="relative block h-1.5 w-full max-w-40 rounded-full bg-brand-100">
          <span
            className="absolute top-1/2 size-3 -translate-x-1/2 -translate-y-1/2 rounded-full bg-brand-700"
            style={{ left: `${noisePosition(level)}%` }}
          />
        </span>
      </span>
    )
  }
  const value = entry[row.key]?.trim()
  if (!value) return <NotListed />
  if (row.key === 'energy_star_qualified') return <>{isEnergyStar(value) ? t('yes') : t('no')}</>
  return <>{value}</>
}

function RowName({ row }: { row: ComparisonRow }) {
  const t = useTranslations('blocks.comparison')
  // The efficiency row is named by its rating (SEER, AFUE, HSPF), the same in every language.
  const efficiency = row.key === 'efficiency' ? EFFICIENCY_MEANING[row.label] : undefined
  const label =
    row.key !== 'efficiency' ? t(`rows.${row.key}`) : efficiency ? row.label : t('rows.efficiencyRating')
  const meaning = row.meaning ? t(`meanings.${efficiency ?? 'airHandler'}`) : null
  return (
    <>
      <span className="block font-semibold">{label}</span>
      {meaning ? <span className={`block text-sm font-normal ${MUTED_TEXT}`}>{meaning}</span> : null}
    </>
  )
}

function Notes({ rows }: { rows: ComparisonRow[] }) {
  const t = useTranslations('blocks.comparison')
  const noise = rows.some((row) => row.key === 'noise_level')
  const savings = rows.some((row) => row.key === 'energy_savings')
  if (!noise && !savings) return null
  return (
    <div className={`space-y-1 text-sm ${MUTED_TEXT}`}>
      {savings ? <p>{t('savingsBasis')}</p> : null}
      {noise ? (
        <p>
          {t('noiseScale', {
            scale: NOISE_SCALE.map((n) => `${n.decibels} dB ${t(`noise.d${n.decibels}.scale`)}`).join(', '),
          })}
        </p>
      ) : null}
    </div>
  )
}

/** The products of one type: a table from 1024 px, a card per product below. Rendered on the server. */
function TypePanel({ type, entries }: { type: ProductType; entries: readonly Entry[] }) {
  const t = useTranslations('blocks.comparison')
  const details = useCostDetails(type)
  const name = t(`types.${TYPE_KEY[type]}`)
  const products = productsOfType(entries, type)
  if (!products.length) return <p>{t('noModels', { type: name })}</p>
  const rows = visibleRows(products, type)
  const hasCost = rows.some((row) => row.key === 'installment_cost')
  return (
    <div className="flex flex-col gap-4">
      <div className="hidden lg:block">
        {/* A wide table scrolls sideways; the region takes the keyboard focus so it can be scrolled with arrows. */}
        <div
          className="overflow-x-auto"
          role="region"
          aria-label={t('compared', { type: name })}
          tabIndex={0}
        >
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">{t('compared', { type: name })}</caption>
            <thead>
              <tr>
                <td className="w-56" />
                {products.map((entry, index) => (
                  <th
                    key={entry.id ?? index}
                    scope="col"
                    className="border-b-2 border-brand-700 p-3 align-bottom"
                  >
                    <span className="flex flex-col gap-2">
                      <ProductImage
                        media={entry.image}
                        className="h-24 w-auto max-w-full self-start object-contain"
                      />
                      <span className="text-lg font-bold text-brand-900">{entry.product_name}</span>
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-b border-line">
                  <th scope="row" className="p-3 align-top">
                    <RowName row={row} />
                  </th>
                  {products.map((entry, index) => (
                    <td key={entry.id ?? index} className="p-3 align-top">
                      <Value entry={entry} row={row} />
                    </td>
                  ))}
                </tr>
              ))}
              {products.some((entry) => pageOrUrlHref(entry.product_page, entry.product_link)) ? (
                <tr>
                  <td />
                  {products.map((entry, index) => (
                    <td key={entry.id ?? index} className="p-3">
                      <ProductLink entry={entry} />
                    </td>
                  ))}
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
        {hasCost ? <CostToggle label={t('costToggle')} details={details} className="mt-4" /> : null}
      </div>

      <ul className="flex flex-col gap-4 lg:hidden">
        {products.map((entry, index) => (
          <li key={entry.id ?? index} className="rounded-lg border border-line bg-white p-5 text-ink">
            <div className="mb-3 flex items-center gap-4">
              <ProductImage media={entry.image} className="h-20 w-auto object-contain" />
              <h3 className="text-xl font-bold">{entry.product_name}</h3>
            </div>
            <dl className="divide-y divide-line">
              {rows.map((row) => (
                <div key={row.key} className="grid grid-cols-2 gap-3 py-2">
                  <dt>
                    <RowName row={row} />
                  </dt>
                  <dd>
                    <Value entry={entry} row={row} />
                  </dd>
                </div>
              ))}
            </dl>
            <div className="mt-3">
              <ProductLink entry={entry} />
            </div>
          </li>
        ))}
      </ul>
      {hasCost ? <CostToggle label={t('costToggle')} details={details} className="lg:hidden" /> : null}
      <Notes rows={rows} />
    </div>
  )
}

/**
 * Product comparison (spec §4, §9): a menu of product types (tabs; Air Conditioner first when offered) and, for
 * the type chosen, its products with only the rows they have data for. Every type's products are rendered on the
 * server; the tabs island shows one at a time.
 */
export const ProductComparisonComponent: React.FC<ProductComparisonBlock> = (block) => {
  const t = useTranslations('blocks.comparison')
  const id = useId()
  const entries = block.entries ?? []
  const menu = menuTypes(block, entries)
  const first = initialType(menu)
  if (!first) return null
  const ids = tabIds(menu)
  return (
    <BlockShell appearance={block.appearance}>
      <section aria-labelledby={id} className="flex flex-col gap-4">
        <h2 id={id} className="text-3xl font-bold">
          {block.title}
        </h2>
        {block.intro ? <p className="max-w-3xl text-lg">{block.intro}</p> : null}
        <LazyTabs
          label={t('menu')}
          defaultTab={ids[menu.indexOf(first)]}
          tabs={menu.map((type, index) => ({
            id: ids[index]!,
            label: t(`types.${TYPE_KEY[type]}`),
            content: <TypePanel type={type} entries={entries} />,
          }))}
        />
      </section>
    </BlockShell>
  )
}
