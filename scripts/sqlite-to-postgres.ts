// Copies a single-machine site's content from its SQLite file into an empty PostgreSQL database migrated to the
// same migrations, so the site can move to several instances. Media files are moved separately (media:to-s3).
// Usage: npm run db:to-postgres -- --to postgres://user:password@host:5432/site [--from file:./data/site.db]
import { parseArgs } from 'node:util'

import { copySqliteToPostgres, CopyRefused, defaultSource } from './sqliteToPostgres'

const usage =
  'Usage: npm run db:to-postgres -- --to postgres://user:password@host:5432/name [--from file:./data/site.db]\n' +
  'Migrate the target first: DATABASE_URL=<the target> npm run migrate'

let options: { from?: string; to?: string; help?: boolean }
try {
  options = parseArgs({
    options: { from: { type: 'string' }, to: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  }).values
} catch (error) {
  console.error(`✖ ${(error as Error).message}\n${usage}`)
  process.exit(1)
}
if (options.help) {
  console.log(usage)
  process.exit(0)
}
if (!options.to) {
  console.error(`✖ --to is required: the PostgreSQL database to copy into.\n${usage}`)
  process.exit(1)
}

try {
  await copySqliteToPostgres({
    from: options.from ?? defaultSource(),
    to: options.to,
    log: (line) => console.log(line),
  })
} catch (error) {
  if (error instanceof CopyRefused) console.error(`✖ ${error.message}`)
  else console.error('✖ The copy failed and was rolled back: nothing was written to the target.\n', error)
  process.exit(1)
}
process.exit(0)
