import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  databaseModulesWithoutServerOnly,
  isClientModule,
  touchesDatabase,
  useClientOutsideClientModules,
} from './sourceRules'

const root = path.resolve(import.meta.dirname, '../..')
const fixture = path.join(import.meta.dirname, 'fixture')

describe("'use client' only in client modules", () => {
  it('finds the directive in a file not named as a client module, and only there', () => {
    expect(useClientOutsideClientModules(fixture)).toEqual(['src/components/finder/Badge.tsx'])
  })

  it('reads the directive after leading comments, and not a string further down', () => {
    expect(isClientModule("// A note\n/* more */\n'use client'\nexport {}")).toBe(true)
    expect(isClientModule('"use client";\nexport {}')).toBe(true)
    expect(isClientModule("export const mode = 'x'\n'use client'\n")).toBe(false)
  })

  it('holds for the application', () => {
    expect(useClientOutsideClientModules(root)).toEqual([])
  })
})

describe("import 'server-only' in every lib/ module that touches the database", () => {
  it('finds a lib module that reaches the database without it, and only that one', () => {
    expect(databaseModulesWithoutServerOnly(fixture)).toEqual(['src/lib/orders.ts'])
  })

  it('counts Payload, its config, the database packages, lib/payload and cms/db, types included', () => {
    const file = 'src/lib/leads/commands.ts'
    expect(touchesDatabase(file, "import type { Payload } from 'payload'")).toBe(true)
    expect(touchesDatabase(file, "import config from '@payload-config'")).toBe(true)
    expect(touchesDatabase(file, "import { Pool } from 'pg'")).toBe(true)
    expect(touchesDatabase(file, "import { getPayloadClient } from '../payload'")).toBe(true)
    expect(touchesDatabase(file, "import { x } from '@/cms/db/sql'")).toBe(true)
    expect(touchesDatabase(file, "const m = await import('../../cms/db/sql')")).toBe(true)
    expect(touchesDatabase(file, "import { z } from 'zod'\nimport { a } from './payloadDeps'")).toBe(false)
  })

  it('holds for the application', () => {
    expect(databaseModulesWithoutServerOnly(root)).toEqual([])
  })
})
