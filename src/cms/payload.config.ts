import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { importExportPlugin } from '@payloadcms/plugin-import-export'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig, type DatabaseAdapterObj } from 'payload'
import sharp from 'sharp'

import { blockPickerSearchProvider } from '../blocks/_core/admin/blockSearchIndex'
import { withSafeLinks } from '../blocks/_core/shared/richTextLinks'
import { env, isPostgres } from '../config/env'
import { cmsLocalization } from './localization'
import { siteOrigins } from '../config/origins'
import { isAdmin } from './access'
import { collections } from './collections'
import { redirects } from './collections/Redirects'
import { siteSearch } from './collections/Search'
import { searchVectorColumn } from './collections/Search/postgresVector'
import { EXPORTED_COLLECTIONS } from './collections/Leads/export/exported'
import { guardExportBatch, withExportRules } from './collections/Leads/export/exportsCollection'
import { withInvalidValuesRefused } from './db/invalidValues'
import { withSqliteConcurrency } from './db/sqliteConcurrency'
import { explainRefusal } from './errors/explainRefusal'
import { malformedBodyIs400 } from './errors/malformedBody'
import { emailAdapter } from './email'
import { globals } from './globals'
import { malformedIdsNotFound } from './hooks/malformedIds'
import { withPastSchedulesRefused } from './admin/schedule/refusePastSchedules'
import { siteTimezones } from './admin/schedule/timezones'
import { jobsConfig, startJobRunner } from './jobs'
import { ensureFirstAdmin } from './seed/users'
import { seo } from './seo/plugin'
import { objectStoragePlugin } from './storage/objectStorage'
import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE } from './uploadLimits'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const config = env()

function database(): DatabaseAdapterObj {
  // Schema push serves development and tests on throw-away databases; production applies the committed migrations,
  // and so do the PostgreSQL integration tests (tests/int/globalSetup.ts): there a push reads the whole schema back
  // at each Payload start, about half a minute each.
  const push =
    config.NODE_ENV === 'development' || (config.NODE_ENV === 'test' && !isPostgres(config.DATABASE_URL))
  if (isPostgres(config.DATABASE_URL)) {
    return withInvalidValuesRefused(
      postgresAdapter({
        pool: { connectionString: config.DATABASE_URL },
        migrationDir: path.resolve(dirname, 'migrations/postgres'),
        push,
        // The site search's stored full-text vector and its GIN index (collections/Search/postgresVector.ts).
        afterSchemaInit: [searchVectorColumn],
      }),
    )
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
  return withInvalidValuesRefused(withSqliteConcurrency(adapter, busyTimeout))
}

/**
 * Errors that are a client's doing, logged as one info line instead of an error with a stack: malformed queries
 * (errors/invalidValue.ts too), refused sign-ins and refused deletes. Payload matches on the error's name at run
 * time; its type lists only Payload's own names, so the map is typed by name to admit TooManySignIns
 * (auth/TooManySignIns.ts) and StillInUse (usage/whereUsed.ts).
 */
/** The import-export plugin's files: admins read, make and remove them; nobody edits one. */
const adminOnlyFiles = { read: isAdmin, create: isAdmin, update: () => false, delete: isAdmin }

const quietErrors: Record<string, 'info'> = {
  QueryError: 'info',
  AuthenticationError: 'info',
  LockedAuth: 'info',
  TooManySignIns: 'info',
  // A delete refused because the file is in use (usage/whereUsed.ts).
  StillInUse: 'info',
  // A request's JSON that does not parse (errors/malformedBody.ts answers it 400).
  SyntaxError: 'info',
}

export default buildConfig({
  // A default install answers at localhost, 127.0.0.1 and [::1] alike: without a serverURL the admin calls its
  // API with relative URLs, at whichever host the browser opened. A configured SITE_URL is the one address (the
  // admin sends other hosts there, see app/(payload)/adminHost.ts).
  serverURL: config.SITE_URL_IS_SET ? config.SITE_URL : undefined,
  // A session cookie counts only on requests from the site's own origins: a write from any other site is refused.
  csrf: siteOrigins(config),
  secret: config.PAYLOAD_SECRET,
  admin: {
    user: 'users',
    // The default avatar is drawn locally; the Gravatar one would call an outside service for every staff member.
    avatar: 'default',
    meta: { titleSuffix: ' · Site admin', icons: [{ rel: 'icon', url: '/favicon.ico' }] },
    // The brand's logo and mark, and a dashboard that starts with what editors do most (components/admin).
    components: {
      graphics: {
        Logo: '@/components/admin/AdminGraphics#AdminLogo',
        Icon: '@/components/admin/AdminGraphics#AdminIcon',
      },
      beforeDashboard: ['@/components/admin/Dashboard#EditorDashboard'],
      // The 'Add block' search finds blocks by their descriptions and keywords too (blocks/_core/admin/blockSearch.ts).
      providers: [blockPickerSearchProvider()],
    },
    importMap: { baseDir: path.resolve(dirname, '..') },
    // The zones offered where a time is picked (the schedule drawer), the site's own (SITE_TIMEZONE) by default.
    timezones: siteTimezones(config.SITE_TIMEZONE),
    livePreview: {
      breakpoints: [
        { label: 'Mobile', name: 'mobile', width: 375, height: 667 },
        { label: 'Tablet', name: 'tablet', width: 768, height: 1024 },
        { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
      ],
    },
  },
  // English, Spanish and Canadian French; an untranslated text shows the English one (cms/localization.ts).
  localization: cmsLocalization,
  collections,
  globals,
  editor: lexicalEditor({ features: ({ defaultFeatures }) => withSafeLinks(defaultFeatures) }),
  email: emailAdapter(config),
  // A publication cannot be scheduled for a time already past (cms/admin/schedule).
  db: withPastSchedulesRefused(database(), config.SITE_TIMEZONE),
  sharp,
  graphQL: { disable: true },
  // An upload over the limit is refused with 413 and this message, before any of it is stored.
  upload: { limits: { fileSize: MAX_UPLOAD_BYTES }, abortOnLimit: true, responseOnLimit: UPLOAD_TOO_LARGE },
  telemetry: false,
  jobs: jobsConfig(config),
  plugins: [
    // First, so the plugins after it see the redirects collection.
    redirects,
    // Its generate endpoints and texts: the pages' search fields are placed by hand (Pages/fields/seo.ts).
    seo,
    // The site search's index, pins and query log (collections/Search, docs/search.md).
    siteSearch,
    malformedIdsNotFound,
    // CSV export of leads and sign-ups for admins, built in the request (no job). The download and the preview
    // are the site's own (collections/Leads/export): admins only, these collections only, read in pages.
    importExportPlugin({
      collections: EXPORTED_COLLECTIONS.map((slug) => ({
        slug,
        import: false,
        export: {
          format: 'csv' as const,
          disableJobsQueue: true,
          disableSave: true,
          hooks: { before: guardExportBatch },
        },
      })),
      // Exports hold personal data: admins only, like the collections they come from.
      overrideExportCollection: ({ collection }) =>
        withExportRules({ ...collection, access: adminOnlyFiles }, path.resolve(config.DATA_DIR, 'exports')),
      overrideImportCollection: ({ collection }) => ({ ...collection, access: adminOnlyFiles }),
    }),
    // Media and documents in an S3 bucket when S3_BUCKET is set; on disk under MEDIA_DIR otherwise.
    objectStoragePlugin(config.objectStorage),
  ],
  // Production refuses first-register, so each start makes sure the first admin exists (from ADMIN_EMAIL and
  // ADMIN_PASSWORD, or with a generated password logged once) before anyone can reach the admin.
  onInit: async (payload) => {
    startJobRunner(payload, config)
    if (config.NODE_ENV !== 'production') return
    const created = await ensureFirstAdmin(payload)
    if (created) payload.logger.warn(created)
  },
  loggingLevels: quietErrors,
  // A refusal's answer leads with its fields' own explanations (errors/explainRefusal.ts).
  hooks: { afterError: [malformedBodyIs400, explainRefusal] },

  typescript: { outputFile: path.resolve(dirname, '../payload-types.ts') },
})
