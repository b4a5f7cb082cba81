import type { RequiredDataFromCollectionSlug } from 'payload'

type DemoProgram = RequiredDataFromCollectionSlug<'rebate-programs'>
type Region = DemoProgram['region']

const START = '2024-01-01T12:00:00.000Z'
/** The demo page that stands for the programs' own sites: one section per program (seed/content/outsideSites.ts). */
export const DEMO_REBATE_PROGRAMS_PAGE = '/demo/rebate-programs'

/** A program's section on that page: its name in lower case with dashes. */
export const rebateProgramAnchor = (name: string): string =>
  name
    .toLowerCase()
    .replace(/^demo: /, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

const us = (states: NonNullable<Region['states']>, zipPrefixes: string[] = []): Region => ({
  country: 'US',
  states,
  zipPrefixes,
})
const ca = (states: NonNullable<Region['states']>, zipPrefixes: string[] = []): Region => ({
  country: 'CA',
  states,
  zipPrefixes,
})

const program = (
  name: string,
  productCategory: DemoProgram['productCategory'],
  amount: number,
  amountLabel: string,
  region: Region,
  endDate: string | null = null,
): DemoProgram => ({
  name: `Demo: ${name}`,
  productCategory,
  amount,
  amountLabel,
  homeURL: `${DEMO_REBATE_PROGRAMS_PAGE}#${rebateProgramAnchor(name)}`,
  region,
  startDate: START,
  endDate,
})

/**
 * Fictional rebate programs for the demo site, for a few states and provinces; some narrowed to zip or postal
 * prefixes, one already ended. No program covers the rest of the map (Wyoming, say), so the page's
 * "no rebates" answer can be seen too. docs/rebates.md lists zips to try.
 */
export const demoRebatePrograms: DemoProgram[] = [
  program('Empire State Heat Pump Rebate', 'heat-pumps', 5000, 'Up to $5,000', us(['NY'])),
  program(
    'NYC Clean Heat Bonus',
    'heat-pumps',
    1500,
    '$1,500 bonus',
    us(['NY'], ['100', '101', '102', '103', '104', '112', '113', '114', '116']),
  ),
  program('Hudson Valley Furnace Tune-Up Credit', 'furnaces', 300, '$300 credit', us(['NY'], ['125', '126'])),
  program(
    'Empire State Furnace Rebate',
    'furnaces',
    9000,
    'Up to $9,000',
    us(['NY']),
    '2024-12-31T12:00:00.000Z',
  ),
  program('Golden State Comfort Rebate', 'heat-pumps', 3000, 'Up to $3,000', us(['CA'])),
  program(
    'Bay Area Ductless Incentive',
    'ductless',
    1200,
    '$1,200 per system',
    us(['CA'], ['940', '941', '943', '944', '945', '946', '947', '948', '949', '950', '951']),
  ),
  program(
    'SoCal Cool Homes AC Rebate',
    'air-conditioners',
    800,
    'Up to $800',
    us(['CA'], ['900', '902', '906', '917', '918']),
  ),
  program('Bay State Whole-Home Heat Pump Rebate', 'heat-pumps', 10000, 'Up to $10,000', us(['MA'])),
  program('Bay State Smart Thermostat Rebate', 'thermostats', 100, '$100 instant rebate', us(['MA'])),
  program('Lone Star AC Efficiency Rebate', 'air-conditioners', 1000, 'Up to $1,000', us(['TX'])),
  program(
    'Houston Area Heat Pump Rebate',
    'heat-pumps',
    1200,
    '$1,200',
    us(['TX'], ['770', '772', '773', '774', '775']),
  ),
  program('Ontario Home Comfort Heat Pump Rebate', 'heat-pumps', 6500, 'Up to $6,500', ca(['ON'])),
  program('Toronto Green Furnace Upgrade', 'furnaces', 500, '$500', ca(['ON'], ['M'])),
  program('Ottawa Ductless Savings', 'ductless', 1000, 'Up to $1,000', ca(['ON'], ['K1', 'K2'])),
  program('BC Heat Pump Incentive', 'heat-pumps', 3000, 'Up to $3,000', ca(['BC'])),
  program('Vancouver Ductless Top-Up', 'ductless', 1000, '$1,000 top-up', ca(['BC'], ['V5', 'V6'])),
]
