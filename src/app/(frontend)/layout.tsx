import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { SiteDocument, siteMetadata } from '../_site/SiteDocument'

export const generateMetadata = (): Promise<Metadata> => siteMetadata('en')

export const viewport: Viewport = { themeColor: '#0c2a4d', width: 'device-width', initialScale: 1 }

/** The English site, at today's addresses (no prefix). */
export default function FrontendLayout({ children }: { children: ReactNode }) {
  return <SiteDocument locale="en">{children}</SiteDocument>
}
