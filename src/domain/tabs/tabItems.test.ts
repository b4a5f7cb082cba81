import { describe, expect, it } from 'vitest'

import { parseTabItems, tabIds, tabItemsOf } from './tabItems'

describe('parseTabItems', () => {
  it('makes one item a line, whatever the line break, dropping blank lines and outer spaces', () => {
    expect(
      parseTabItems('Change the filter\r\n\n  Clear leaves from the unit  \rCheck the thermostat'),
    ).toEqual([
      { item: 'Change the filter', pro: false },
      { item: 'Clear leaves from the unit', pro: false },
      { item: 'Check the thermostat', pro: false },
    ])
  })

  it('flags a line ending in [pro], in any case, and removes the marker from the text', () => {
    expect(parseTabItems('Clean the coil [pro]\nTest the refrigerant charge [PRO]  ')).toEqual([
      { item: 'Clean the coil', pro: true },
      { item: 'Test the refrigerant charge', pro: true },
    ])
  })

  it('keeps [pro] that is not at the end as text, and drops a line that is only the marker', () => {
    expect(parseTabItems('[pro] tips inside\n[pro]')).toEqual([{ item: '[pro] tips inside', pro: false }])
  })

  it('gives no items for an empty text', () => {
    expect(parseTabItems('')).toEqual([])
    expect(parseTabItems(null)).toEqual([])
    expect(parseTabItems(' \n \n')).toEqual([])
  })
})

describe('tabItemsOf', () => {
  it('lists typed lines first, then added rows with their pro tick, skipping blank rows', () => {
    expect(
      tabItemsOf('Replace the filter', [
        { item: ' Inspect the burners ', pro: true },
        { item: '  ', pro: true },
        { item: 'Vacuum the vents', pro: null },
      ]),
    ).toEqual([
      { item: 'Replace the filter', pro: false },
      { item: 'Inspect the burners', pro: true },
      { item: 'Vacuum the vents', pro: false },
    ])
    expect(tabItemsOf(null, null)).toEqual([])
  })
})

describe('tabIds', () => {
  it('names tabs after their titles, unique within the set', () => {
    expect(tabIds(['Air conditioners', 'Heat pumps', 'Heat pumps', 'Café & più', '***'])).toEqual([
      'air-conditioners',
      'heat-pumps',
      'heat-pumps-2',
      'cafe-piu',
      'tab-5',
    ])
  })
})
