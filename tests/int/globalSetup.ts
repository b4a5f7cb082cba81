import { createTestDatabase, type TestDatabase } from '../fixtures/testDatabase'

// Both integration projects (vitest.config.ts) run this; they run one after the other on one database.
const KEY = Symbol.for('brand-site.intDatabase')
type Shared = { db: Promise<TestDatabase>; users: number }
const holder = globalThis as typeof globalThis & { [KEY]?: Shared }

/**
 * Every integration run gets its own empty database: SQLite unless TEST_DB=postgres.
 * Payload pushes the schema on first connect (NODE_ENV=test).
 */
export default async function setup() {
  const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite'
  const shared = (holder[KEY] ??= { db: createTestDatabase(kind, 'int'), users: 0 })
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
