import type { LocatorDealer } from './types'

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
export function dealerBadges(dealer: LocatorDealer, brandName: string): Badge[] {
  const d = dealer.data
  const badges: Badge[] = []
  if (d.dealerType === 'CC')
    badges.push({
      id: 'customerCare',
      label: 'Customer Care Dealer',
      description: `Meets ${brandName}’s customer care standards for service and follow-up.`,
    })
  if (d.isTcs)
    badges.push({
      id: 'comfortSpecialist',
      label: `${brandName} Comfort Specialist`,
      description: `Trained and certified on ${brandName} systems.`,
    })
  if (d.emergencyService)
    badges.push({
      id: 'emergency',
      label: '24/7 Emergency Service',
      description: 'Answers emergency calls day and night, every day of the year.',
    })
  if (d.nateCertified)
    badges.push({
      id: 'nate',
      label: 'NATE Certified',
      description: 'Technicians certified by North American Technician Excellence.',
    })
  if (d.charterMemberDate)
    badges.push({
      id: 'charter',
      label: 'Charter Member',
      description: `A member of the dealer program since ${d.charterMemberDate}; the program started in ${CHARTER_PROGRAM_START_YEAR}.`,
    })
  if (d.nexiaDealerDiagnostics)
    badges.push({
      id: 'diagnostics',
      label: 'Remote Diagnostics',
      description: 'Can check a connected system remotely before a visit.',
    })
  else if (d.asHomeDealerDiagnostics)
    badges.push({
      id: 'diagnostics',
      label: 'Diagnostics',
      description: 'Offers diagnostics for connected home systems.',
    })
  if (d.showFinancing && !d.leasingOption)
    badges.push({
      id: 'financing',
      label: 'Financing',
      description: 'Offers financing for new systems, subject to credit approval.',
    })
  if (d.leasingOption)
    badges.push({
      id: 'leasing',
      label: 'Leasing',
      description: 'Offers a monthly lease instead of buying the system.',
      href: LEASING_PATH,
    })
  return badges
}
