import { migratePostgres } from '../../scripts/lib.mjs'
import { createTestDatabase, type TestDatabase } from '../fixtures/testDatabase'

// Both integration projects (vitest.config.ts) run this; they run one after the other on one database.
const KEY = Symbol.for('brand-site.intDatabase')
type Shared = { db: Promise<TestDatabase>; users: number }
const holder = globalThis as typeof globalThis & { [KEY]?: Shared }

/**
 * A PostgreSQL database gets the committed migrations through `payload migrate`, as a production start applies
 * them, once here: a schema push at each Payload start (several files start their own) reads the whole schema
 * back first, about half a minute each time (scripts/lib.mjs checks the command did apply them). SQLite pushes its
 * schema at the first start, in a second or two.
 */
async function testDatabase(kind: 'sqlite' | 'postgres'): Promise<TestDatabase> {
  const db = await createTestDatabase(kind, 'int')
  if (kind !== 'postgres') return db
  await migratePostgres({
    ...process.env,
    DATABASE_URL: db.url,
    DATA_DIR: db.dataDir,
    PAYLOAD_SECRET: 'integration-migrate-0123456789',
  })
  return db
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
