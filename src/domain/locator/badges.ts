import { LOCATOR_MESSAGES } from './messages'
import type { LocatorDealer } from './types'

/** A locator message in the page's language (the components' `t`); English by default. */
export type LocatorTranslate = (
  key: keyof typeof LOCATOR_MESSAGES,
  args?: Record<string, string | number>,
) => string

/**
 * The badges' English: their messages hold plain `{name}` arguments only (no plural), filled in as they are, so
 * this rule needs no message formatter (the components pass their own `t` for the page's language).
 */
const english: LocatorTranslate = (key, args) =>
  LOCATOR_MESSAGES[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    args && name in args ? String(args[name]) : whole,
  )

/** Spec §9: the Charter Member program began in this year. */
export const CHARTER_PROGRAM_START_YEAR = 1998
export const LEASING_PATH = '/pricing/leasing/'

export type Badge = {
  id:
    | 'customerCare'
    | 'comfortSpecialist'
    | 'emergency'
    | 'nate'
    | 'charter'
    | 'diagnostics'
    | 'financing'
    | 'leasing'
  label: string
  /** The tooltip's text. */
  description: string
  href?: string
}

/** The badges of spec §9 a dealer has earned, in the order the card shows them. */
export function dealerBadges(
  dealer: LocatorDealer,
  brandName: string,
  t: LocatorTranslate = english,
): Badge[] {
  const d = dealer.data
  const brand = { brand: brandName }
  const badges: Badge[] = []
  if (d.dealerType === 'CC')
    badges.push({
      id: 'customerCare',
      label: t('badgeCustomerCare'),
      description: t('badgeCustomerCareInfo', brand),
    })
  if (d.isTcs)
    badges.push({
      id: 'comfortSpecialist',
      label: t('badgeComfortSpecialist', brand),
      description: t('badgeComfortSpecialistInfo', brand),
    })
  if (d.emergencyService)
    badges.push({
      id: 'emergency',
      label: t('badgeEmergency'),
      description: t('badgeEmergencyInfo'),
    })
  if (d.nateCertified)
    badges.push({
      id: 'nate',
      label: t('badgeNate'),
      description: t('badgeNateInfo'),
    })
  if (d.charterMemberDate)
    badges.push({
      id: 'charter',
      label: t('badgeCharter'),
      description: t('badgeCharterInfo', {
        since: String(d.charterMemberDate),
        start: String(CHARTER_PROGRAM_START_YEAR),
      }),
    })
  if (d.nexiaDealerDiagnostics)
    badges.push({
      id: 'diagnostics',
      label: t('badgeRemoteDiagnostics'),
      description: t('badgeRemoteDiagnosticsInfo'),
    })
  else if (d.asHomeDealerDiagnostics)
    badges.push({
      id: 'diagnostics',
      label: t('badgeDiagnostics'),
      description: t('badgeDiagnosticsInfo'),
    })
  if (d.showFinancing && !d.leasingOption)
    badges.push({
      id: 'financing',
      label: t('badgeFinancing'),
      description: t('badgeFinancingInfo'),
    })
  if (d.leasingOption)
    badges.push({
      id: 'leasing',
      label: t('badgeLeasing'),
      description: t('badgeLeasingInfo'),
      href: LEASING_PATH,
    })
  return badges
}
