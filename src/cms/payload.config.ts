import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig, type DatabaseAdapterObj } from 'payload'
import sharp from 'sharp'

import { env, isPostgres } from '../config/env'
import { collections } from './collections'
import { withSqliteConcurrency } from './db/sqliteConcurrency'
import { emailAdapter } from './email'
import { globals } from './globals'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const config = env()

function database(): DatabaseAdapterObj {
  // Schema push serves development and tests on throw-away databases; production applies the committed migrations.
  const push = config.NODE_ENV !== 'production'
  if (isPostgres(config.DATABASE_URL)) {
    return postgresAdapter({
      pool: { connectionString: config.DATABASE_URL },
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      push,
    })
  }
  // SQLite creates the file but not its folder.
  mkdirSync(path.dirname(path.resolve(config.DATABASE_URL.replace(/^file:/, ''))), { recursive: true })
  const busyTimeout = 10_000
  const adapter = sqliteAdapter({
    client: { url: config.DATABASE_URL },
    migrationDir: path.resolve(dirname, 'migrations/sqlite'),
    push,
    wal: true,
    busyTimeout,
    // Without this the SQLite adapter writes outside transactions (see db/sqliteConcurrency for the rest).
    transactionOptions: {},
  })
  return withSqliteConcurrency(adapter, busyTimeout)
}

export default buildConfig({
  serverURL: config.SITE_URL,
  secret: config.PAYLOAD_SECRET,
  admin: {
    user: 'users',
    // The default avatar is drawn locally; the Gravatar one would call an outside service for every staff member.
    avatar: 'default',
    meta: { titleSuffix: ' · Site admin' },
    importMap: { baseDir: path.resolve(dirname, '..') },
    livePreview: {
      breakpoints: [
        { label: 'Mobile', name: 'mobile', width: 375, height: 667 },
        { label: 'Tablet', name: 'tablet', width: 768, height: 1024 },
        { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
      ],
    },
  },
  collections,
  globals,
  editor: lexicalEditor(),
  email: emailAdapter(config),
  db: database(),
  sharp,
  graphQL: { disable: true },
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, '../payload-types.ts') },
})
