import type { Payload } from 'payload'

import type { Env } from '../../config/env'
import { parseSender } from '../email'

export type Recipient = { name: string; address: string }

/** Customer service: CUSTOMER_SERVICE_EMAIL, else customer-service@ the domain MAIL_FROM sends from. */
export function customerServiceAddress(config: Pick<Env, 'CUSTOMER_SERVICE_EMAIL' | 'MAIL_FROM'>): string {
  if (config.CUSTOMER_SERVICE_EMAIL) return config.CUSTOMER_SERVICE_EMAIL
  const domain = parseSender(config.MAIL_FROM).address.split('@')[1] ?? 'localhost'
  return `customer-service@${domain}`
}

/** The dealer's name and e-mail from the Dealers collection, or null when it has none (a permanent failure). */
export async function dealerRecipient(
  payload: Payload,
  dealerId: number | string,
): Promise<Recipient | null> {
  const dealer = await payload.findByID({
    collection: 'dealers',
    id: dealerId,
    depth: 0,
    disableErrors: true,
  })
  const address = dealer?.data?.email?.trim()
  if (!dealer || !address) return null
  return { name: dealer.data.name, address }
}
