import type { DealerRecordResponse } from '../responseSchemas'

type Flags = DealerRecordResponse['data']

const SERVICES: [keyof Flags, string][] = [
  ['emergencyService', '24/7 emergency service'],
  ['nateCertified', 'NATE-certified technicians'],
  ['showFinancing', 'Financing available'],
  ['leasingOption', 'Leasing available'],
  ['nexiaDealer', 'Nexia smart home systems'],
  ['nexiaDealerDiagnostics', 'Remote diagnostics'],
  ['spanish', 'Se habla español'],
]

/** The services a dealer's flags say it offers, as its page lists them. */
export const dealerServices = (data: Flags): string[] =>
  SERVICES.filter(([flag]) => data[flag] === true).map(([, label]) => label)

/** The flags of the services a dealer offers, in the page's order: each language names them (dealerProfile.service). */
export const dealerServiceFlags = (data: Flags): ServiceFlag[] =>
  SERVICES.filter(([flag]) => data[flag] === true).map(([flag]) => flag as ServiceFlag)

export type ServiceFlag =
  | 'emergencyService'
  | 'nateCertified'
  | 'showFinancing'
  | 'leasingOption'
  | 'nexiaDealer'
  | 'nexiaDealerDiagnostics'
  | 'spanish'
