import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { SiteDocument, siteMetadata } from '../_site/SiteDocument'

export const generateMetadata = (): Promise<Metadata> => siteMetadata('fr-CA')

export const viewport: Viewport = { themeColor: '#0c2a4d', width: 'device-width', initialScale: 1 }

/** The site in Canadian French, under /fr (its own root layout: `<html lang="fr-CA">`). */
export default function Layout({ children }: { children: ReactNode }) {
  return <SiteDocument locale="fr-CA">{children}</SiteDocument>
}
