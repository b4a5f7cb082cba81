import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'

import { exportCells, exportColumns, selectFor } from './columns'

const FIELDS: FlattenedField[] = [
  { name: 'lastName', type: 'text' },
  { name: 'dealer', type: 'relationship', relationTo: 'dealers' },
  {
    name: 'consent',
    type: 'group',
    fields: [],
    flattenedFields: [
      { name: 'text', type: 'textarea' },
      { name: 'at', type: 'date' },
    ],
  },
  { name: 'idempotencyKey', type: 'text', hidden: true },
  { name: 'createdAt', type: 'date' },
]

const headers = (result: ReturnType<typeof exportColumns>) =>
  'columns' in result ? result.columns.map((c) => c.header) : result

describe('exportColumns', () => {
  it('lists the id and every stored field, a group’s fields by group, hidden fields left out', () => {
    expect(headers(exportColumns(FIELDS))).toEqual([
      'id',
      'lastName',
      'dealer',
      'consent_text',
      'consent_at',
      'createdAt',
    ])
  })

  it('keeps only the fields asked for, in their order, a whole group by its name', () => {
    expect(headers(exportColumns(FIELDS, ['consent', 'lastName']))).toEqual([
      'consent_text',
      'consent_at',
      'lastName',
    ])
    expect(headers(exportColumns(FIELDS, ['consent.at']))).toEqual(['consent_at'])
  })

  it('names a field the collection does not have, or hides', () => {
    expect(exportColumns(FIELDS, ['lastName', 'password'])).toEqual({ unknown: 'password' })
    expect(exportColumns(FIELDS, ['idempotencyKey'])).toEqual({ unknown: 'idempotencyKey' })
    expect(exportColumns(FIELDS, ['consen'])).toEqual({ unknown: 'consen' })
  })
})

describe('selectFor and exportCells', () => {
  it('reads only the columns’ fields, and writes each cell guarded', () => {
    const chosen = exportColumns(FIELDS, ['lastName', 'consent.text', 'dealer'])
    if (!('columns' in chosen)) throw new Error('expected columns')
    expect(selectFor(chosen.columns)).toEqual({ lastName: true, consent: { text: true }, dealer: true })
    expect(exportCells({ lastName: '+1+1', consent: { text: '=A1' }, dealer: 12 }, chosen.columns)).toEqual([
      "'+1+1",
      "'=A1",
      '12',
    ])
  })
})
