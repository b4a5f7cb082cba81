import 'server-only'

import type { Payload } from 'payload'

import type { RebateProgram } from '../../domain/rebates/programs'

/**
 * The rebate programs of one country. Programs are staff-only in Payload's generic API; the rebate endpoint
 * reads them with the server's rights and answers only their public fields.
 */
export async function findRebatePrograms(payload: Payload, country: 'US' | 'CA'): Promise<RebateProgram[]> {
  const result = await payload.find({
    collection: 'rebate-programs',
    where: { 'region.country': { equals: country } },
    pagination: false,
    depth: 0,
    select: {
      name: true,
      amountLabel: true,
      amount: true,
      homeURL: true,
      productCategory: true,
      region: true,
      startDate: true,
      endDate: true,
    },
  })
  return result.docs.map((doc) => ({
    id: doc.id,
    name: doc.name,
    amountLabel: doc.amountLabel,
    amount: doc.amount,
    homeURL: doc.homeURL,
    productCategory: doc.productCategory,
    region: {
      country: doc.region.country,
      states: doc.region.states ?? null,
      zipPrefixes: doc.region.zipPrefixes ?? null,
    },
    startDate: doc.startDate,
    endDate: doc.endDate ?? null,
  }))
}
