import type { LEAD_FORM_MESSAGES } from '@/components/lead-forms/messages'
import type { MAP_MESSAGES } from '@/components/dealer-map/mapMessages'
import type { CarouselMessages } from '@/components/ui/carouselMessages'
import type { LOCATOR_MESSAGES } from '@/domain/locator/messages'
import type { REBATES_MESSAGES } from '@/domain/rebates/messages'

/**
 * The catalogue's namespaces the client islands read (the dealer locator, the lead forms, the rebates finder, the
 * carousel's controls, the locator's map).
 * Their English lives beside the code that shows it (domain/locator/messages.ts,
 * components/lead-forms/messages.ts, domain/rebates/messages.ts, components/ui/carouselMessages.ts, components/dealer-map/mapMessages.ts): it is the islands' default, so English pages
 * need no provider, and it joins the English catalogue in catalogue.ts, which es.json and fr-CA.json translate.
 */
type Strings<T> = { [K in keyof T]: string }

export type LocatorMessages = Strings<typeof LOCATOR_MESSAGES>
export type LeadFormMessages = Strings<typeof LEAD_FORM_MESSAGES>
export type RebatesMessages = Strings<typeof REBATES_MESSAGES>
export type MapMessages = Strings<typeof MAP_MESSAGES>

export type IslandMessages = {
  locator: LocatorMessages
  leadForms: LeadFormMessages
  rebates: RebatesMessages
  carousel: CarouselMessages
  map: MapMessages
}

export type IslandNamespace = keyof IslandMessages

export const ISLAND_NAMESPACES: readonly IslandNamespace[] = [
  'locator',
  'leadForms',
  'rebates',
  'carousel',
  'map',
]
