import { describe, expect, it } from 'vitest'

import { fieldLabel } from './label'

describe('fieldLabel', () => {
  it.each([
    ['companyID', 'Company ID'],
    ['dealer_guid', 'Dealer GUID'],
    ['financeURL', 'Finance URL'],
    ['tcsID', 'TCS ID'],
    ['addressLine1', 'Address line1'],
    ['total_review_count', 'Total review count'],
    ['nexiaDealerDiagnostics', 'Nexia dealer diagnostics'],
  ])('%s -> %s', (name, label) => {
    expect(fieldLabel(name)).toBe(label)
  })
})
