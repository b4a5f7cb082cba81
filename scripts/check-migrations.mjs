// Checks the committed migrations of each dialect: they apply to an empty database through `payload migrate`
// (as a production start does), and they describe the current schema (no new migration is needed).
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'

import { createPostgresDatabase, run } from './lib.mjs'

const base = {
  ...process.env,
  NODE_ENV: 'production',
  PAYLOAD_SECRET: 'migration-check-only-000000',
  DATA_DIR: 'tmp/migrate-check',
}
const dirOf = (dialect) => `src/cms/migrations/${dialect}`
let failed = false

async function check(dialect, databaseUrl) {
  const env = { ...base, DATABASE_URL: databaseUrl }
  if ((await run('payload', ['migrate'], env)) !== 0) {
    console.error(`✖ ${dialect}: the committed migrations do not apply to an empty database`)
    failed = true
    return
  }
  const before = new Set(readdirSync(dirOf(dialect)))
  const index = readFileSync(`${dirOf(dialect)}/index.ts`, 'utf8')
  await run('payload', ['migrate:create', 'pending-check', '--skip-empty'], env)
  const added = readdirSync(dirOf(dialect)).filter((f) => !before.has(f))
  if (added.length > 0) {
    // Leave the folder as it was: the check reports, the developer writes the real migration.
    for (const f of added) rmSync(`${dirOf(dialect)}/${f}`)
    writeFileSync(`${dirOf(dialect)}/index.ts`, index)
    console.error(
      `✖ ${dialect}: the schema has changes with no migration: run npm run migrate:create -- <name>`,
    )
    failed = true
  } else {
    console.log(`✔ ${dialect}: migrations apply and match the schema`)
  }
}

rmSync('tmp/migrate-check', { recursive: true, force: true })
await check('sqlite', 'file:./tmp/migrate-check/check.db')

if (process.argv.includes('--postgres')) {
  const scratch = await createPostgresDatabase(`migrate_check_${Date.now()}`)
  try {
    await check('postgres', scratch.url)
  } finally {
    await scratch.drop()
  }
}
process.exit(failed ? 1 : 0)
