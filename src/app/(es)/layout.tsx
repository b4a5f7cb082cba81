import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { SiteDocument, siteMetadata } from '../_site/SiteDocument'

export const generateMetadata = (): Promise<Metadata> => siteMetadata('es')

export const viewport: Viewport = { themeColor: '#0c2a4d', width: 'device-width', initialScale: 1 }

/** The site in Spanish, under /es (its own root layout: `<html lang="es">`). */
export default function Layout({ children }: { children: ReactNode }) {
  return <SiteDocument locale="es">{children}</SiteDocument>
}
