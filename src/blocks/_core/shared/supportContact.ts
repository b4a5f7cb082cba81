import type { SiteSetting } from '@/payload-types'

import { formatPhone, telHref } from '../../../domain/locator/dealerDisplay'
import { safeHref } from '../../../domain/url'

/** The help card's hours (spec §9), shown when the site settings list none. */
export const HELP_CARD_SUPPORT_HOURS = 'Mon-Fri 8am-6pm CST'

/** Where the card's 'Contact Dealer' button goes (spec §2). */
export const CONTACT_DEALER_PATH = '/find-your-dealer/'

export type SupportContact = {
  /** The number as people read it, e.g. '(800) 555-0142'. */
  phone: string
  /** A tel: address, or null when the number cannot be dialled. */
  phoneHref: string | null
  hours: string[]
}

/** The customer-service line and hours as the help card shows them, from the site settings. */
export function supportContact(
  settings: Pick<SiteSetting, 'customerServicePhone' | 'supportHours'>,
): SupportContact {
  const hours = (settings.supportHours ?? []).map((h) => h.line.trim()).filter(Boolean)
  return {
    phone: formatPhone(settings.customerServicePhone),
    phoneHref: safeHref(telHref(settings.customerServicePhone)),
    hours: hours.length ? hours : [HELP_CARD_SUPPORT_HOURS],
  }
}
