import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

/** The PostgreSQL server tests use: DATABASE_ADMIN_URL, else the local one on 127.0.0.1:5432. */
export const postgresAdminUrl = () => process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresAdminUrl(), connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

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
  const admin = new pg.Client({ connectionString: postgresAdminUrl() })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${stamp}"`)
  await admin.end()
  const url = new URL(postgresAdminUrl())
  url.pathname = `/${stamp}`
  return {
    url: url.toString(),
    dataDir,
    drop: async () => {
      const c = new pg.Client({ connectionString: postgresAdminUrl() })
      await c.connect()
      await c.query(`DROP DATABASE IF EXISTS "${stamp}" WITH (FORCE)`)
      await c.end()
      cleanDir()
    },
  }
}
