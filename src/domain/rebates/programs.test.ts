import { describe, expect, it } from 'vitest'

import { parsePostalCode } from '../geo/postalCode'
import { isRunning, programApplies, rebateDetails, type RebatePlace, type RebateProgram } from './programs'

const today = new Date('2025-06-15T15:00:00Z')
const place = (zip: string, state: string): RebatePlace => ({ code: parsePostalCode(zip)!, state })
const NYC = place('10001', 'NY')
const BUFFALO = place('14201', 'NY')
const OTTAWA = place('K1A 0B1', 'ON')

let nextId = 1
type Overrides = Partial<Omit<RebateProgram, 'region'>> & { region?: Partial<RebateProgram['region']> }
const program = (over: Overrides = {}): RebateProgram => {
  const id = nextId++
  return {
    id,
    name: `Program ${id}`,
    amountLabel: 'Up to $500',
    amount: 500,
    homeURL: 'https://programs.example/p',
    productCategory: 'heat-pumps',
    startDate: '2025-01-01T12:00:00.000Z',
    endDate: null,
    ...over,
    region: { country: 'US' as const, ...over.region },
  }
}

describe('programApplies', () => {
  it('needs the country to match; no states and no prefixes mean the whole country', () => {
    const national = program()
    expect(programApplies(national, NYC, today)).toBe(true)
    expect(programApplies(national, OTTAWA, today)).toBe(false)
    expect(programApplies(program({ region: { country: 'CA' } }), OTTAWA, today)).toBe(true)
  })

  it('needs the zip’s state when states are listed', () => {
    const ny = program({ region: { states: ['NY', 'NJ'] } })
    expect(programApplies(ny, NYC, today)).toBe(true)
    expect(programApplies(ny, place('94103', 'CA'), today)).toBe(false)
    expect(programApplies(program({ region: { country: 'CA', states: ['ON'] } }), OTTAWA, today)).toBe(true)
  })

  it('needs a listed prefix to cover the code, as a dealer’s service area does', () => {
    const nyc = program({ region: { states: ['NY'], zipPrefixes: ['100', '112'] } })
    expect(programApplies(nyc, NYC, today)).toBe(true)
    expect(programApplies(nyc, BUFFALO, today)).toBe(false)
    expect(programApplies(program({ region: { zipPrefixes: ['10001'] } }), NYC, today)).toBe(true)
    expect(programApplies(program({ region: { country: 'CA', zipPrefixes: ['k1'] } }), OTTAWA, today)).toBe(
      true,
    )
    expect(programApplies(program({ region: { country: 'CA', zipPrefixes: ['M5V'] } }), OTTAWA, today)).toBe(
      false,
    )
  })

  it('runs from its start day to its end day, both included', () => {
    expect(isRunning({ startDate: '2025-06-15T12:00:00.000Z' }, today)).toBe(true)
    expect(isRunning({ startDate: '2025-06-16T12:00:00.000Z' }, today)).toBe(false)
    expect(isRunning({ startDate: '2025-01-01', endDate: '2025-06-15T12:00:00.000Z' }, today)).toBe(true)
    expect(isRunning({ startDate: '2025-01-01', endDate: '2025-06-14T12:00:00.000Z' }, today)).toBe(false)
    expect(isRunning({ startDate: 'not a date' }, today)).toBe(false)
    expect(programApplies(program({ endDate: '2024-12-31' }), NYC, today)).toBe(false)
  })
})

describe('rebateDetails', () => {
  const programs = [
    program({ name: 'Small heat pump', amount: 300, amountLabel: '$300' }),
    program({ name: 'Big heat pump', amount: 2000, amountLabel: 'Up to $2,000' }),
    program({ name: 'Furnace', productCategory: 'furnaces', amount: 800 }),
    program({ name: 'Ductless', productCategory: 'ductless', amount: 800 }),
    program({ name: 'Expired', productCategory: 'thermostats', amount: 9000, endDate: '2025-01-31' }),
    program({ name: 'Elsewhere', productCategory: 'geothermal', amount: 9000, region: { states: ['CA'] } }),
  ]

  it('gives one entry per category that applies, largest rebate first, up to the page size', () => {
    const all = rebateDetails(programs, NYC, today, 20)
    expect(all.map((d) => [d.productCategory, d.maxRebate.amount])).toEqual([
      ['Heat pumps', 2000],
      ['Ductless systems', 800],
      ['Furnaces', 800],
    ])
    expect(rebateDetails(programs, NYC, today, 1).map((d) => d.productCategory)).toEqual(['Heat pumps'])
  })

  it('lists a category’s programs largest first, with only their public fields', () => {
    const [heatPumps] = rebateDetails(programs, NYC, today, 1)
    expect(heatPumps?.rebatePrograms).toEqual([
      {
        id: programs[1]!.id,
        name: 'Big heat pump',
        amountLabel: 'Up to $2,000',
        homeURL: 'https://programs.example/p',
      },
      {
        id: programs[0]!.id,
        name: 'Small heat pump',
        amountLabel: '$300',
        homeURL: 'https://programs.example/p',
      },
    ])
  })

  it('is empty where nothing applies', () => {
    expect(rebateDetails(programs, OTTAWA, today, 20)).toEqual([])
  })
})
