import { createTestDatabase } from '../fixtures/testDatabase'

/**
 * Every integration run gets its own empty database: SQLite unless TEST_DB=postgres.
 * Payload pushes the schema on first connect (NODE_ENV=test).
 */
export default async function setup() {
  const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite'
  const db = await createTestDatabase(kind, 'int')
  process.env.DATABASE_URL = db.url
  process.env.DATA_DIR = db.dataDir
  Object.assign(process.env, { NODE_ENV: 'test' })
  process.env.PAYLOAD_SECRET ??= 'integration-test-secret-0123456789'
  console.log(`integration database: ${kind}`)
  return async () => db.drop()
}
