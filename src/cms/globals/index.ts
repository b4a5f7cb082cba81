import type { GlobalConfig } from 'payload'

import { Footer } from './Footer'
import { Header } from './Header'
import { SiteSettings } from './SiteSettings'

export const globals: GlobalConfig[] = [SiteSettings, Header, Footer]
