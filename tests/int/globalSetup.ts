import pg from 'pg'

import { mustRun } from '../../scripts/lib.mjs'
import { createTestDatabase, type TestDatabase } from '../fixtures/testDatabase'

// Both integration projects (vitest.config.ts) run this; they run one after the other on one database.
const KEY = Symbol.for('brand-site.intDatabase')
type Shared = { db: Promise<TestDatabase>; users: number }
const holder = globalThis as typeof globalThis & { [KEY]?: Shared }

/**
 * A PostgreSQL database gets the committed migrations through `payload migrate`, as a production start applies
 * them, once here: a schema push at each Payload start (several files start their own) reads the whole schema
 * back first, about half a minute each time. SQLite pushes its schema at the first start, in a second or two.
 */
async function testDatabase(kind: 'sqlite' | 'postgres'): Promise<TestDatabase> {
  const db = await createTestDatabase(kind, 'int')
  if (kind !== 'postgres') return db
  const migrate = () =>
    mustRun('payload', ['migrate'], {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: db.url,
      DATA_DIR: db.dataDir,
      PAYLOAD_SECRET: 'integration-migrate-0123456789',
    })
  // `payload migrate` has been seen to end with success having applied nothing (no output, no tables), which
  // then fails every file with "relation does not exist": the schema is checked, and the command run again once.
  await migrate()
  if (!(await hasSchema(db.url))) {
    console.log('payload migrate left the test database empty; running it again')
    await migrate()
    if (!(await hasSchema(db.url))) throw new Error('payload migrate left the test database without tables')
  }
  return db
}

/** Whether the database has the applied migrations' table and the users table. */
async function hasSchema(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from information_schema.tables where table_name in ('payload_migrations', 'users')",
    )
    return Number(rows[0]?.n) === 2
  } finally {
    await client.end()
  }
}

/**
 * Every integration run gets its own database: SQLite unless TEST_DB=postgres. The schema: see testDatabase.
 */
export default async function setup() {
  const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite'
  const shared = (holder[KEY] ??= { db: testDatabase(kind), users: 0 })
  shared.users += 1
  const db = await shared.db
  process.env.DATABASE_URL = db.url
  process.env.DATA_DIR = db.dataDir
  Object.assign(process.env, { NODE_ENV: 'test' })
  process.env.PAYLOAD_SECRET ??= 'integration-test-secret-0123456789'
  if (shared.users === 1) console.log(`integration database: ${kind}`)
  return async () => {
    shared.users -= 1
    if (shared.users === 0) {
      holder[KEY] = undefined
      await db.drop()
    }
  }
}
