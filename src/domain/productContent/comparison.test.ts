import { describe, expect, it } from 'vitest'

import {
  ENERGY_SAVINGS_BASIS,
  INITIAL_PRODUCT_TYPE,
  NOISE_SCALE,
  PRODUCT_TYPES,
  describeNoise,
  efficiencyLabel,
  initialType,
  installationCostDetails,
  isEnergyStar,
  menuTypes,
  nearestNoise,
  noisePosition,
  productsOfType,
  visibleRows,
  type ComparisonEntry,
} from './comparison'

const ac = (name: string, over: Partial<ComparisonEntry> = {}): ComparisonEntry => ({
  product_type: 'Air Conditioner',
  product_name: name,
  ...over,
})

describe('product comparison: the §9 constants', () => {
  it('lists the six product types and starts on Air Conditioner', () => {
    expect(PRODUCT_TYPES).toEqual([
      'Air Conditioner',
      '80% Furnace',
      '90% Furnace',
      'Furnace',
      'Heat Pump',
      'Air Handler',
    ])
    expect(INITIAL_PRODUCT_TYPE).toBe('Air Conditioner')
  })

  it('holds the noise scale and the energy-savings basis word for word', () => {
    expect(NOISE_SCALE.map((n) => [n.decibels, n.source])).toEqual([
      [80, 'Garbage disposal'],
      [70, 'Vacuum cleaner'],
      [60, 'Background music'],
      [50, 'Quiet suburb'],
      [40, 'Library'],
    ])
    expect(ENERGY_SAVINGS_BASIS).toContain('10 SEER unit, the minimum allowed until 2006')
  })
})

describe('product comparison menu', () => {
  it('takes the labels in order, skipping empty, repeated and unknown ones', () => {
    const menu = menuTypes(
      {
        menu_label_1: 'Heat Pump',
        menu_label_2: '',
        menu_label_3: 'Air Conditioner',
        menu_label_4: null,
        menu_label_5: 'Heat Pump',
        menu_label_6: 'Boiler',
        menu_label_7: ' Air Handler ',
      },
      [],
    )
    expect(menu).toEqual(['Heat Pump', 'Air Conditioner', 'Air Handler'])
  })

  it('without labels, offers the types the entries have, in §9 order', () => {
    expect(
      menuTypes({}, [
        { product_type: 'Heat Pump', product_name: 'B' },
        { product_type: '90% Furnace', product_name: 'A' },
        { product_type: 'Heat Pump', product_name: 'C' },
      ]),
    ).toEqual(['90% Furnace', 'Heat Pump'])
  })

  it('starts on Air Conditioner when offered, else on the first type', () => {
    expect(initialType(['Heat Pump', 'Air Conditioner'])).toBe('Air Conditioner')
    expect(initialType(['80% Furnace', '90% Furnace'])).toBe('80% Furnace')
    expect(initialType([])).toBeNull()
  })
})

describe('product comparison filtering and rows', () => {
  const entries: ComparisonEntry[] = [
    ac('Demo AC 14', { installment_cost: '$', efficiency: '14', noise_level: 72 }),
    { product_type: 'Heat Pump', product_name: 'Demo HP 15', fuel_type: 'Electric', efficiency: '8.5' },
    ac('Demo AC 16', { stages: 'Two', energy_star_qualified: 'Yes', energy_savings: '  ' }),
    { product_type: '80% Furnace', product_name: 'Demo Furnace 80' },
  ]

  it('keeps only the products of the chosen type, in order; types match exactly', () => {
    expect(productsOfType(entries, 'Air Conditioner').map((e) => e.product_name)).toEqual([
      'Demo AC 14',
      'Demo AC 16',
    ])
    expect(productsOfType(entries, 'Furnace')).toEqual([])
  })

  it('shows a row only when a shown product has data for it, in the §9 order', () => {
    const rows = visibleRows(productsOfType(entries, 'Air Conditioner'), 'Air Conditioner')
    expect(rows.map((r) => r.key)).toEqual([
      'installment_cost',
      'stages',
      'noise_level',
      'energy_star_qualified',
      'efficiency',
    ])
    expect(visibleRows(productsOfType(entries, 'Heat Pump'), 'Heat Pump').map((r) => r.label)).toEqual([
      'Fuel type',
      'HSPF',
    ])
    expect(visibleRows([], 'Air Conditioner')).toEqual([])
  })

  it('counts a noise level of 0 as data, and a missing one as none', () => {
    expect(visibleRows([ac('A', { noise_level: 0 })], 'Air Conditioner').map((r) => r.key)).toEqual([
      'noise_level',
    ])
    expect(visibleRows([ac('A', { noise_level: null })], 'Air Conditioner')).toEqual([])
  })

  it('names the efficiency row by type', () => {
    expect(efficiencyLabel('Air Conditioner').label).toBe('SEER')
    expect(efficiencyLabel('80% Furnace').label).toBe('AFUE')
    expect(efficiencyLabel('90% Furnace').label).toBe('AFUE')
    expect(efficiencyLabel('Furnace').label).toBe('AFUE')
    expect(efficiencyLabel('Heat Pump').label).toBe('HSPF')
    expect(efficiencyLabel('Air Handler').label).toBe('Efficiency rating')
  })

  it('reads ENERGY STAR as qualified only for "Yes"', () => {
    expect(isEnergyStar('Yes')).toBe(true)
    expect(isEnergyStar('No')).toBe(false)
    expect(isEnergyStar('yes please')).toBe(false)
    expect(isEnergyStar(null)).toBe(false)
  })
})

describe('noise scale', () => {
  it('finds the nearest sound, the quieter one when halfway', () => {
    expect(nearestNoise(56).source).toBe('Background music')
    expect(nearestNoise(55).source).toBe('Quiet suburb')
    expect(nearestNoise(95).source).toBe('Garbage disposal')
    expect(nearestNoise(20).source).toBe('Library')
  })

  it('places a level on the 40 to 80 dB scale, held within it', () => {
    expect(noisePosition(40)).toBe(0)
    expect(noisePosition(60)).toBe(50)
    expect(noisePosition(80)).toBe(100)
    expect(noisePosition(90)).toBe(100)
    expect(noisePosition(30)).toBe(0)
  })

  it('says a level in words', () => {
    expect(describeNoise(56)).toBe('56 dB, close to background music (60 dB)')
    expect(describeNoise(70)).toBe('70 dB, as loud as a vacuum cleaner (70 dB)')
  })
})

describe('installation cost details', () => {
  it('gives the §9 starting price of the type and the ductwork range', () => {
    expect(installationCostDetails('Air Conditioner')[0]).toContain('$5,400 before tax')
    expect(installationCostDetails('90% Furnace')[0]).toContain('$3,400')
    expect(installationCostDetails('Heat Pump')[0]).toContain('$5,800')
    expect(installationCostDetails('Air Handler')[0]).toContain('$3,600')
    expect(installationCostDetails('Heat Pump').join(' ')).toContain('$3,000 to $10,000')
  })
})
