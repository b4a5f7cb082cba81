import type { Field, Tab } from 'payload'
import { describe, expect, it } from 'vitest'

import { SiteSettings } from './SiteSettings'

/** The stored names of a list of fields, looking through rows (which only lay fields out). */
const namesIn = (fields: Field[]): string[] =>
  fields.flatMap((field) =>
    'name' in field ? [field.name] : field.type === 'row' ? namesIn(field.fields) : [],
  )

/** Payload appends these to a global when the config is built, in place: another test file may have built it. */
const TIMESTAMPS = new Set(['updatedAt', 'createdAt'])

const tabs = (): Tab[] => {
  const [only, ...rest] = SiteSettings.fields.filter(
    (field) => !('name' in field && TIMESTAMPS.has(field.name)),
  )
  if (only?.type !== 'tabs' || rest.length > 0) throw new Error('site settings are not one set of tabs')
  return only.tabs
}

describe('the site settings form', () => {
  it('groups every setting under Brand, Locator and Integrations', () => {
    const grouped = Object.fromEntries(tabs().map((tab) => [tab.label, namesIn(tab.fields)]))
    expect(grouped).toEqual({
      Brand: [
        'brandName',
        'brandCode',
        'sourceTag',
        'logo',
        'favicon',
        'customerServicePhone',
        'supportHours',
      ],
      Locator: ['dealerSearch', 'singleDealer', 'infoEndpointMarkers'],
      Integrations: ['analyticsContainerId', 'providers', 'rebateWidget', 'ratingsWidget'],
    })
  })

  it('keeps the stored shape: no tab has a name of its own', () => {
    expect(tabs().filter((tab) => 'name' in tab && tab.name)).toEqual([])
  })

  it('labels every setting in words and explains every tab', () => {
    for (const tab of tabs()) {
      expect(tab.description, String(tab.label)).toBeTruthy()
      const unlabelled = tab.fields
        .flatMap((f) => (f.type === 'row' ? f.fields : [f]))
        .filter((f) => 'name' in f && !('label' in f && f.label) && f.type !== 'upload')
      expect(
        unlabelled.map((f) => ('name' in f ? f.name : '')),
        String(tab.label),
      ).toEqual([])
    }
  })
})
