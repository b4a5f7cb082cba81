import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { AnalyticsContainer } from '@/components/analytics/AnalyticsContainer'
import { leadSettingsFrom } from '@/components/lead-forms/leadSettings'
import { LeadSettingsProvider } from '@/components/lead-forms/settings.client'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { SkipLink } from '@/components/layout/SkipLink'
import { HeaderZipBar } from '@/components/site/HeaderZipBar'
import { HydrationMarker } from '@/components/site/HydrationMarker.client'
import { SiteProviders } from '@/components/site/SiteProviders'
import { env } from '@/config/env'
import { getFooter, getHeader, getSiteSettings } from '@/lib/site/queries'
import { siteIcon } from '@/components/brand/siteIcon'

import { PreviewBar } from './next/PreviewBar'

import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { default: settings.brandName, template: `%s | ${settings.brandName}` },
    openGraph: { siteName: settings.brandName, type: 'website' },
    // Carried in the page when small (lib/site/siteIcon.ts); /favicon.ico answers with the same icon.
    icons: { icon: [await siteIcon(settings.favicon)] },
  }
}

export const viewport: Viewport = { themeColor: '#0c2a4d', width: 'device-width', initialScale: 1 }

export default async function FrontendLayout({ children }: { children: ReactNode }) {
  const [settings, header, footer] = await Promise.all([getSiteSettings(), getHeader(), getFooter()])
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col">
        <SiteProviders settings={settings}>
          <LeadSettingsProvider settings={leadSettingsFrom(settings, env().PLACES_API_KEY)}>
            <SkipLink />
            <PreviewBar />
            <SiteHeader
              header={header}
              brandName={settings.brandName}
              phone={settings.customerServicePhone}
              logo={settings.logo}
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
            />
          </LeadSettingsProvider>
        </SiteProviders>
        <AnalyticsContainer containerId={settings.analyticsContainerId} />
        <HydrationMarker />
      </body>
    </html>
  )
}
