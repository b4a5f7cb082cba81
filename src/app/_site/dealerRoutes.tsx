import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { pageAddress, SHARE_NETWORKS, shareLinks } from '@/blocks/marketing/ShareButtons/shareLinks'
import { Breadcrumbs, type Crumb } from '@/components/dealer-pages/Breadcrumbs'
import { DealerProfile } from '@/components/dealer-pages/DealerProfile'
import { JsonLd } from '@/components/dealer-pages/JsonLd'
import { LazyCityDealerCards } from '@/components/dealer-pages/lazy.client'
import { env } from '@/config/env'
import { type Locale, OG_LOCALE, pathInLocale } from '@/config/locales'
import { dealerJsonLd } from '@/domain/dealers/pages/jsonLd'
import { cityPath, DIRECTORY_PATH, normalizeDealerPath, statePath } from '@/domain/dealers/pages/pagePath'
import { regionName } from '@/domain/leads/regions'
import { displayPhone, formatPhone } from '@/domain/locator/dealerDisplay'
import { dealerAlternates, dealerPathIn } from '@/i18n/dealerPaths'
import { getCityDealers, getDealerPage, getDirectory } from '@/lib/dealers/pages/queries'
import { getSiteSettings } from '@/lib/site/queries'

import { enterLocale } from './enterLocale'

/** The canonical address of a path: SITE_URL, never the request's host. */
const canonical = (path: string): string => pageAddress(env().SITE_URL, path)

/**
 * The head's addresses of a directory or dealer address (stored as `/dealers/…/`) in a language: its own
 * canonical, and the same address in every language (every dealer has a page in each).
 */
function addresses(locale: Locale, path: string): Pick<Metadata, 'alternates'> & { url: string } {
  const url = canonical(dealerPathIn(locale, path))
  return { url, alternates: { canonical: url, languages: dealerAlternates(path, canonical) } }
}

/** The breadcrumb trail from the language's home through the directory: pairs of name and stored path. */
async function trail(locale: Locale, ...steps: [name: string, path: string][]): Promise<Crumb[]> {
  const t = await getTranslations('dealerDirectory')
  const crumb = (name: string, path: string): Crumb => ({ name, path, url: canonical(path) })
  return [
    crumb(t('home'), pathInLocale(locale, '/')),
    ...[[t('dealers'), DIRECTORY_PATH] as [string, string], ...steps].map(([name, path]) =>
      crumb(name, dealerPathIn(locale, path)),
    ),
  ]
}

const LINK = 'text-brand-700 underline underline-offset-2 hover:text-brand-900'

const CANADA = new Set(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'])

/**
 * The dealer directory and dealer pages in a language (docs/dealer-pages.md): /dealers/ → /dealers/<st>/ →
 * /dealers/<st>/<city>/ → /dealers/<st>/<city>/<name>/, and the same under /es/distribuidores/ and
 * /fr/detaillants/ (i18n/dealerPaths.ts). The dealers' own texts (names, descriptions, reviews) are as the
 * dealer wrote them; the page's words are the language's.
 */
export function dealerRoutes(locale: Locale) {
  // /dealers/: every state and province with listed dealers, with how many.
  async function directoryMetadata(): Promise<Metadata> {
    await enterLocale(locale)
    const t = await getTranslations('dealerDirectory')
    const { alternates } = addresses(locale, DIRECTORY_PATH)
    return {
      title: t('directoryTitle'),
      description: t('directoryDescription'),
      alternates,
    }
  }

  async function DirectoryPage() {
    await enterLocale(locale)
    const t = await getTranslations('dealerDirectory')
    const states = await getDirectory()
    const groups = [
      { id: 'us', title: t('unitedStates'), states: states.filter((s) => !CANADA.has(s.code)) },
      { id: 'ca', title: t('canada'), states: states.filter((s) => CANADA.has(s.code)) },
    ].filter((g) => g.states.length)
    return (
      <div className="container-page flex flex-col gap-8 py-10">
        <Breadcrumbs trail={(await trail(locale)).slice(0, 2)} />
        <h1 className="text-4xl font-bold text-brand-900">{t('directoryTitle')}</h1>
        {groups.length === 0 ? <p>{t('empty')}</p> : null}
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`dir-${group.id}`} className="flex flex-col gap-4">
            <h2 id={`dir-${group.id}`} className="text-2xl font-bold text-brand-900">
              {group.title}
            </h2>
            <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
              {group.states.map((s) => (
                <li key={s.code}>
                  <a href={dealerPathIn(locale, s.path)} className={LINK}>
                    {s.name}
                  </a>{' '}
                  <span className="text-muted">({s.count})</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    )
  }

  // /dealers/<st>/: the state's or province's cities with listed dealers, with how many each.
  type StateProps = { params: Promise<{ state: string }> }

  async function loadState(params: StateProps['params']) {
    const { state } = await params
    const path = `${DIRECTORY_PATH}${state.toLowerCase()}/`
    return (await getDirectory()).find((s) => s.path === path) ?? null
  }

  async function stateMetadata({ params }: StateProps): Promise<Metadata> {
    await enterLocale(locale)
    const state = await loadState(params)
    if (!state) notFound()
    const t = await getTranslations('dealerDirectory')
    const { alternates } = addresses(locale, state.path)
    return {
      title: t('stateMetaTitle', { state: state.name }),
      description: t('stateMetaDescription', { state: state.name, count: state.count }),
      alternates,
    }
  }

  async function StatePage({ params }: StateProps) {
    await enterLocale(locale)
    const state = await loadState(params)
    if (!state) notFound()
    const t = await getTranslations('dealerDirectory')
    return (
      <div className="container-page flex flex-col gap-8 py-10">
        <Breadcrumbs trail={await trail(locale, [state.name, state.path])} />
        <h1 className="text-4xl font-bold text-brand-900">{t('stateHeading', { state: state.name })}</h1>
        <section aria-labelledby="state-cities" className="flex flex-col gap-4">
          <h2 id="state-cities" className="text-2xl font-bold text-brand-900">
            {t('cities')}
          </h2>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
            {state.cities.map((c) => (
              <li key={c.path}>
                <a href={dealerPathIn(locale, c.path)} className={LINK}>
                  {c.name}
                </a>{' '}
                <span className="text-muted">{t('cityCount', { count: c.count })}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    )
  }

  // /dealers/<st>/<city>/: the city's listed dealers as the locator's cards.
  type CityProps = { params: Promise<{ state: string; city: string }> }

  async function loadCity(params: CityProps['params']) {
    const { state, city } = await params
    const regionPath = `${DIRECTORY_PATH}${state.toLowerCase()}/`
    const path = `${regionPath}${city.toLowerCase()}/`
    const region = (await getDirectory()).find((s) => s.path === regionPath)
    const place = region?.cities.find((c) => c.path === path)
    return region && place ? { region, place } : null
  }

  async function cityMetadata({ params }: CityProps): Promise<Metadata> {
    await enterLocale(locale)
    const found = await loadCity(params)
    if (!found) notFound()
    const { region, place } = found
    const t = await getTranslations('dealerDirectory')
    const { alternates } = addresses(locale, place.path)
    return {
      title: t('cityMetaTitle', { city: place.name, code: region.code }),
      description: t('cityMetaDescription', { city: place.name, region: region.name, count: place.count }),
      alternates,
    }
  }

  async function CityPage({ params }: CityProps) {
    await enterLocale(locale)
    const found = await loadCity(params)
    if (!found) notFound()
    const { region, place } = found
    const t = await getTranslations('dealerDirectory')
    const [dealers, settings] = await Promise.all([getCityDealers(place.path), getSiteSettings()])
    return (
      <div className="container-page flex flex-col gap-8 py-10">
        <Breadcrumbs trail={await trail(locale, [region.name, region.path], [place.name, place.path])} />
        <h1 className="text-4xl font-bold text-brand-900">
          {t('cityHeading', { city: place.name, code: region.code })}
        </h1>
        <section aria-labelledby="city-dealers" className="flex flex-col gap-4">
          <h2 id="city-dealers" className="text-2xl font-bold text-brand-900">
            {t('dealerCount', { count: dealers.length })}
          </h2>
          <LazyCityDealerCards
            dealers={dealers}
            brandName={settings.brandName}
            dayIndex={new Date().getDay()}
          />
        </section>
      </div>
    )
  }

  // /dealers/<st>/<city>/<name>/: one dealer's page.
  type DealerProps = { params: Promise<{ state: string; city: string; name: string }> }

  async function loadDealer(params: DealerProps['params']) {
    const { state, city, name } = await params
    let path: string | null
    try {
      path = normalizeDealerPath([state, city, name])
    } catch {
      return null
    }
    if (!path) return null
    const page = await getDealerPage(path)
    if (page.kind === 'moved') permanentRedirect(dealerPathIn(locale, page.to))
    // A hidden or unknown dealer is 404; the production server answers 410 for a deleted one (docs/dealer-pages.md).
    return page.kind === 'page' ? page : null
  }

  async function dealerMetadata({ params }: DealerProps): Promise<Metadata> {
    await enterLocale(locale)
    const page = await loadDealer(params)
    if (!page) notFound()
    const t = await getTranslations('dealerDirectory')
    const { data } = page.dealer
    const phone = displayPhone(page.dealer)
    const place = [data.city, data.state].filter(Boolean).join(', ')
    const description = phone
      ? t('dealerMetaDescriptionPhone', { name: data.name, place, phone: formatPhone(phone) })
      : t('dealerMetaDescription', { name: data.name, place })
    const { url, alternates } = addresses(locale, page.dealer.pagePath)
    return {
      title: t('dealerMetaTitle', { name: data.name, place }),
      description,
      alternates,
      openGraph: { type: 'website', title: data.name, description, url, locale: OG_LOCALE[locale] },
    }
  }

  async function DealerPage({ params }: DealerProps) {
    await enterLocale(locale)
    const page = await loadDealer(params)
    if (!page) notFound()
    const { dealer } = page
    const { data } = dealer
    const settings = await getSiteSettings()
    const url = canonical(dealerPathIn(locale, dealer.pagePath))
    const state = data.state ?? ''
    const ts = await getTranslations('blocks.share')
    // The networks' names are their own; the e-mail link and the links' full names are the language's.
    const share = shareLinks(Object.fromEntries(SHARE_NETWORKS.map((n) => [n, '1'])), {
      url,
      title: data.name,
    }).map((link) => {
      const text = link.network === 'email' ? ts('email') : link.text
      return { ...link, text, label: link.newTab ? ts('on', { network: text }) : ts('byEmail') }
    })
    const nearby = page.nearby.map((n) => ({ ...n, pagePath: dealerPathIn(locale, n.pagePath) }))
    return (
      <div className="container-page flex flex-col gap-6 py-10">
        <Breadcrumbs
          trail={await trail(
            locale,
            [regionName(state.toUpperCase()) ?? state, statePath(state)],
            [data.city ?? '', cityPath(state, data.city ?? '')],
            [data.name, dealer.pagePath],
          )}
        />
        <JsonLd data={dealerJsonLd({ record: dealer, url, phone: displayPhone(dealer) })} />
        <DealerProfile
          dealer={dealer}
          timeZone={page.timeZone}
          reviews={page.reviews}
          nearby={nearby}
          brandName={settings.brandName}
          share={share}
        />
      </div>
    )
  }

  return {
    directoryMetadata,
    DirectoryPage,
    stateMetadata,
    StatePage,
    cityMetadata,
    CityPage,
    dealerMetadata,
    DealerPage,
  }
}
