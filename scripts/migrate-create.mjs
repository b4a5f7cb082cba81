// Writes a migration for each database dialect from the current schema: npm run migrate:create -- <name>
import { mkdirSync, rmSync } from 'node:fs'

import { createPostgresDatabase, mustRun } from './lib.mjs'

const name = process.argv[2] ?? 'schema'
const scratch = `migrate_create_${Date.now()}`

for (const dialect of ['sqlite', 'postgres']) mkdirSync(`src/cms/migrations/${dialect}`, { recursive: true })

const base = { ...process.env, NODE_ENV: 'production', PAYLOAD_SECRET: 'migration-generation-only-0000' }

// SQLite: an empty scratch file; drizzle compares the schema with the last migration's snapshot.
rmSync('tmp/migrate', { recursive: true, force: true })
await mustRun('payload', ['migrate:create', name, '--skip-empty'], {
  ...base,
  DATA_DIR: 'tmp/migrate',
  DATABASE_URL: 'file:./tmp/migrate/scratch.db',
})

const scratchDb = await createPostgresDatabase(scratch)
try {
  await mustRun('payload', ['migrate:create', name, '--skip-empty'], {
    ...base,
    DATA_DIR: 'tmp/migrate',
    DATABASE_URL: scratchDb.url,
  })
} finally {
  await scratchDb.drop()
}
