import type { ArrayField, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { defaultMaintenanceCards, defaultTroubleshootingCards } from '../../../../domain/guidance/guides'
import { MaintenanceGrid } from '../../../guidance/MaintenanceGrid/config'
import { TroubleshootingGrid } from '../../../guidance/TroubleshootingGrid/config'

const itemsOf = (fields: Field[]) => fields.find((f): f is ArrayField => 'name' in f && f.name === 'items')!

describe('guide grid configs', () => {
  it('start a new grid with one card per page of its section', () => {
    expect(TroubleshootingGrid.slug).toBe('troubleshootingGrid')
    expect(MaintenanceGrid.slug).toBe('maintenanceGrid')
    expect(itemsOf(TroubleshootingGrid.fields).defaultValue).toEqual(defaultTroubleshootingCards())
    expect(itemsOf(MaintenanceGrid.fields).defaultValue).toEqual(defaultMaintenanceCards())
  })

  it('keep their interface names and short table names', () => {
    expect(TroubleshootingGrid.interfaceName).toBe('TroubleshootingGridBlock')
    expect(MaintenanceGrid.interfaceName).toBe('MaintenanceGridBlock')
    expect(TroubleshootingGrid.dbName).not.toBe(MaintenanceGrid.dbName)
  })
})
