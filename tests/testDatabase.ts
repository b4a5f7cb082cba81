import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import { createPostgresDatabase } from '../scripts/lib.mjs'

export type TestDatabase = { url: string; dataDir: string; drop: () => Promise<void> }

/** A fresh, empty database for one test run, SQLite in a temp file or a new PostgreSQL database. */
export async function createTestDatabase(kind: 'sqlite' | 'postgres', label: string): Promise<TestDatabase> {
  const stamp = `${label}_${Date.now()}_${process.pid}`
  const dataDir = path.resolve('tmp', stamp)
  mkdirSync(dataDir, { recursive: true })
  const cleanDir = () => rmSync(dataDir, { recursive: true, force: true })
  if (kind === 'sqlite') {
    return { url: `file:${path.join(dataDir, 'test.db')}`, dataDir, drop: async () => cleanDir() }
  }
  const db = await createPostgresDatabase(stamp)
  return {
    url: db.url,
    dataDir,
    drop: async () => {
      await db.drop()
      cleanDir()
    },
  }
}
