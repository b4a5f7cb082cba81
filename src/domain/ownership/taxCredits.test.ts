import { describe, expect, it } from 'vitest'

import { TAX_CREDIT_THRESHOLDS } from './constants'
import { requirementText } from './taxCredits'

describe('requirementText', () => {
  it('writes ratings as minimums, keeping half points', () => {
    expect(requirementText('AFUE', 95)).toBe('95 AFUE or higher')
    expect(requirementText('EER', 12.5)).toBe('12.5 EER or higher')
    expect(requirementText('HSPF', 8.0)).toBe('8 HSPF or higher')
  })

  it('writes the circulating fan as a maximum share of furnace energy', () => {
    expect(requirementText('fanEnergy', 2)).toBe('Uses at most 2% of the furnace’s total energy')
  })

  it('shows nothing for a value that is not a number', () => {
    expect(requirementText('SEER', Number.NaN)).toBe('')
  })
})

describe('the specification’s thresholds', () => {
  it('match §9 word for word', () => {
    const lines = TAX_CREDIT_THRESHOLDS.map(
      (c) => `${c.equipment}: ${c.requirements.map((r) => `${r.value} ${r.metric}`).join(', ')}`,
    )
    expect(lines).toEqual([
      'Gas furnace: 95 AFUE',
      'Heat pump or dual fuel system: 14 SEER, 12 EER, 8 HSPF',
      'Packaged air conditioner: 14 SEER, 12 EER',
      'Split air conditioner: 16 SEER, 13 EER',
      'Split heat pump: 15 SEER, 12.5 EER, 8.5 HSPF',
      'Advanced main air circulating fan: 2 fanEnergy',
    ])
  })
})
