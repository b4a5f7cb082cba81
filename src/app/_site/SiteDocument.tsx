import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { AnalyticsContainer } from '@/components/analytics/AnalyticsContainer'
import { siteIcon } from '@/components/brand/siteIcon'
import { leadSettingsFrom } from '@/components/lead-forms/leadSettings'
import { LeadSettingsProvider } from '@/components/lead-forms/settings.client'
import { LanguageOffer } from '@/components/layout/LanguageOffer.client'
import { LanguagesProvider, LanguageSwitcher } from '@/components/layout/Languages.client'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { SkipLink } from '@/components/layout/SkipLink'
import { HeaderZipBar } from '@/components/site/HeaderZipBar'
import { HydrationMarker } from '@/components/site/HydrationMarker.client'
import { SiteProviders } from '@/components/site/SiteProviders'
import { env } from '@/config/env'
import { DEFAULT_LOCALE, LOCALE_TAG, type Locale, OG_LOCALE } from '@/config/locales'
import { LocaleProvider } from '@/i18n/LocaleProvider.client'
import { islandMessagesFor } from '@/i18n/IslandLocale'
import { leadMessagesFor } from '@/i18n/leadMessages'
import { getFooter, getHeader, getSiteSettings } from '@/lib/site/queries'

import { PreviewBar } from '../(frontend)/next/PreviewBar'
import { enterLocale, getSiteAddresses } from './enterLocale'
import { languageWords, translatedPages } from './languages'

import '../(frontend)/globals.css'

/** The head every page of a language starts from: the brand, the site's icon and the language's og:locale. */
export async function siteMetadata(locale: Locale): Promise<Metadata> {
  const settings = await getSiteSettings(locale)
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { default: settings.brandName, template: `%s | ${settings.brandName}` },
    openGraph: {
      siteName: settings.brandName,
      type: 'website',
      locale: OG_LOCALE[locale],
    },
    // Carried in the page when small (lib/site/siteIcon.ts); /favicon.ico answers with the same icon.
    icons: { icon: [await siteIcon(settings.favicon)] },
  }
}

/**
 * The document around every page of the site in one language: `<html lang>`, the header, footer and site
 * texts in that language (what is not translated reads as the English), and for Spanish and French the
 * language of the lead forms. English at today's addresses is (frontend)'s root layout; /es and /fr are the
 * (es) and (fr) route groups' own root layouts, so each language's pages have their own `<html lang>` and stay
 * static.
 */
export async function SiteDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  await enterLocale(locale)
  const [settings, header, footer, addresses, words] = await Promise.all([
    getSiteSettings(locale),
    getHeader(locale),
    getFooter(locale),
    getSiteAddresses(),
    languageWords(locale),
  ])
  const body = (
    <LeadSettingsProvider settings={leadSettingsFrom(settings, env().PLACES_API_KEY)}>
      <SkipLink />
      <PreviewBar />
      <SiteHeader
        header={header}
        brandName={settings.brandName}
        phone={settings.customerServicePhone}
        logo={settings.logo}
        languages={<LanguageSwitcher className="shrink-0" />}
      />
      <HeaderZipBar />
      <main id="main" tabIndex={-1} className="flex-1 overflow-x-clip focus:outline-none">
        {children}
      </main>
      <SiteFooter
        footer={footer}
        brandName={settings.brandName}
        phone={settings.customerServicePhone}
        supportHours={(settings.supportHours ?? []).map((h) => h.line)}
        languages={<LanguageSwitcher />}
      />
      <LanguageOffer />
    </LeadSettingsProvider>
  )
  return (
    <html lang={LOCALE_TAG[locale]}>
      <body className="flex min-h-screen flex-col">
        <SiteProviders settings={settings}>
          <LanguagesProvider pages={translatedPages(addresses)} words={words}>
            {locale === DEFAULT_LOCALE ? (
              body
            ) : (
              // The header's zip box on every page reads the locator's words.
              <LocaleProvider
                locale={locale}
                leadMessages={leadMessagesFor(locale)}
                messages={islandMessagesFor(locale, ['locator'])}
              >
                {body}
              </LocaleProvider>
            )}
          </LanguagesProvider>
        </SiteProviders>
        <AnalyticsContainer containerId={settings.analyticsContainerId} />
        <HydrationMarker />
      </body>
    </html>
  )
}
