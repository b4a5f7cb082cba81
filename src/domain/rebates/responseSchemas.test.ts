import { describe, expect, it } from 'vitest'

import { rebateDetailsResponseSchema } from './responseSchemas'

const answer = {
  area: { cityState: 'New York, NY' },
  productRebateDetails: [
    {
      productCategory: 'Heat pumps',
      maxRebate: { amount: 2000 },
      rebatePrograms: [
        { id: 1, name: 'Demo: Program', amountLabel: 'Up to $2,000', homeURL: 'https://x.example/' },
      ],
    },
  ],
}

describe('rebate result schema', () => {
  it('accepts the spec’s shape, with or without entries', () => {
    expect(rebateDetailsResponseSchema.safeParse(answer).success).toBe(true)
    expect(rebateDetailsResponseSchema.safeParse({ ...answer, productRebateDetails: [] }).success).toBe(true)
  })

  it('refuses a stored detail leaking into a program, and an entry without programs', () => {
    const leaked = structuredClone(answer)
    Object.assign(leaked.productRebateDetails[0]!.rebatePrograms[0]!, { region: { country: 'US' } })
    expect(rebateDetailsResponseSchema.safeParse(leaked).success).toBe(false)
    const empty = structuredClone(answer)
    empty.productRebateDetails[0]!.rebatePrograms = []
    expect(rebateDetailsResponseSchema.safeParse(empty).success).toBe(false)
  })
})
