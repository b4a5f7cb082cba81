import { isCurrentPage } from '../url'

/**
 * The troubleshooting and maintenance guides of the site (content-and-blocks.md §2) and the cards their grids
 * show by default. Pages live at `/resources/troubleshooting/{slug}` and `/resources/maintenance-tips/{slug}`;
 * editors can change a grid's cards, these are what a new grid starts with.
 */

export const TROUBLESHOOTING_PATH = '/resources/troubleshooting'
export const MAINTENANCE_PATH = '/resources/maintenance-tips'

/** The drawn icons a guide card can show (the block draws each one; no upload needed). */
export const GUIDE_ICON_NAMES = [
  'snowflake',
  'flame',
  'fan',
  'heatPump',
  'oilDrop',
  'ductless',
  'leaf',
  'packaged',
  'thermostat',
  'coil',
  'filter',
] as const
export type GuideIconName = (typeof GUIDE_ICON_NAMES)[number]

/** Every guide topic: its card title and icon. */
export const GUIDE_TOPICS = {
  'air-conditioners': { title: 'Air conditioners', icon: 'snowflake' },
  'gas-furnaces': { title: 'Gas furnaces', icon: 'flame' },
  'air-handlers': { title: 'Air handlers', icon: 'fan' },
  'heat-pumps': { title: 'Heat pumps', icon: 'heatPump' },
  'oil-furnaces': { title: 'Oil furnaces', icon: 'oilDrop' },
  'ductless-systems': { title: 'Ductless systems', icon: 'ductless' },
  'air-quality': { title: 'Indoor air quality', icon: 'leaf' },
  'packaged-systems': { title: 'Packaged systems', icon: 'packaged' },
  'thermostat-controls': { title: 'Thermostats and controls', icon: 'thermostat' },
  coils: { title: 'Coils', icon: 'coil' },
  'clean-or-change-filter': { title: 'Clean or change your filter', icon: 'filter' },
} as const satisfies Record<string, { title: string; icon: GuideIconName }>

export type GuideSlug = keyof typeof GUIDE_TOPICS

/** The troubleshooting pages, in the order of the specification. */
export const TROUBLESHOOTING_SLUGS = [
  'air-conditioners',
  'gas-furnaces',
  'air-handlers',
  'heat-pumps',
  'oil-furnaces',
  'ductless-systems',
  'air-quality',
  'packaged-systems',
  'thermostat-controls',
  'coils',
] as const satisfies readonly GuideSlug[]

/** The maintenance tip pages, in the order of the specification. */
export const MAINTENANCE_SLUGS = [
  'air-conditioners',
  'gas-furnaces',
  'heat-pumps',
  'air-handlers',
  'oil-furnaces',
  'ductless-systems',
  'air-quality',
  'packaged-systems',
  'clean-or-change-filter',
  'coils',
] as const satisfies readonly GuideSlug[]

export type GuideCard = { title: string; icon: GuideIconName; url: string }

/** The page of one guide: the section's path and the slug, with no trailing slash (as pages are stored). */
export const guidePath = (basePath: string, slug: string): string => `${basePath.replace(/\/+$/, '')}/${slug}`

/** One card per slug, in the order given, linking to `{basePath}/{slug}`. */
export function guideCards(basePath: string, slugs: readonly GuideSlug[]): GuideCard[] {
  return slugs.map((slug) => ({ ...GUIDE_TOPICS[slug], url: guidePath(basePath, slug) }))
}

/** The cards a new troubleshooting grid starts with: one per troubleshooting page. */
export const defaultTroubleshootingCards = (): GuideCard[] =>
  guideCards(TROUBLESHOOTING_PATH, TROUBLESHOOTING_SLUGS)

/** The cards a new maintenance grid starts with: one per maintenance tip page. */
export const defaultMaintenanceCards = (): GuideCard[] => guideCards(MAINTENANCE_PATH, MAINTENANCE_SLUGS)

/**
 * The cards to show on the page at `pathname`: all of them, less the card of that page itself when
 * `leaveOutCurrent` is set (a guide's grid points to the other guides). Paths compare as the link rule does:
 * a trailing slash, a query and letter case make no difference.
 */
export function cardsForPage<T extends { url: string }>(
  cards: readonly T[],
  pathname: string | null | undefined,
  leaveOutCurrent: boolean,
): T[] {
  if (!leaveOutCurrent || !pathname) return [...cards]
  return cards.filter((card) => !isCurrentPage(card.url, pathname))
}

/** A text area's lines as list items: split at any line break, trimmed, empty lines dropped. */
export function linesOf(text: string | null | undefined): string[] {
  if (!text) return []
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean)
}
