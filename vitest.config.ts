import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { configDefaults, defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'src/cms/payload.config.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
  // The real package throws outside a React server bundle; tests load server modules directly.
  'server-only': path.resolve(import.meta.dirname, 'tests/fixtures/serverOnly.ts'),
}

const UNIT_FOLDERS = ['src', 'scripts', 'tests/deps']
const UNIT_FILE = /\.test\.(ts|tsx|mjs)$/

/** Every unit test file with its text. */
const unitFiles = UNIT_FOLDERS.flatMap((folder) =>
  readdirSync(path.resolve(import.meta.dirname, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => UNIT_FILE.test(file) && !file.includes('node_modules'))
    .map((file) => {
      const name = path.join(folder, file)
      return { name, text: readFileSync(path.resolve(import.meta.dirname, name), 'utf8') }
    }),
)
/** Files as globs: a route folder's brackets and parentheses are taken literally. */
const globs = (files: { name: string }[]) =>
  files.map(({ name }) =>
    name
      .split(path.sep)
      .join('/')
      .replace(/[[\](){}*?!]/g, '\\$&'),
  )
/**
 * Unit files that replace modules (`vi.mock`). A worker that runs files one after another without isolation
 * keeps the modules the first file loaded, so a replacement would reach other files or miss its own; these
 * files get a fresh module graph each. Worked out from the files themselves, so a new test is placed by what it does.
 */
const MOCKING_UNIT_FILES = globs(unitFiles.filter(({ text }) => /\bvi\.(mock|doMock)\(/.test(text)))

const unit = {
  include: UNIT_FOLDERS.map((folder) => `${folder}/**/*.test.{ts,tsx,mjs}`),
  // Node by default; a component test opts into a browser document with `// @vitest-environment jsdom`.
  environment: 'node',
  // Resets what a file may leave behind (timers, spies, globals, the document) once the file ends.
  setupFiles: ['tests/fixtures/testingLibrary.ts'],
}

/** Integration specs that start their own Payload with replaced modules or settings. */
const OWN_MODULES = [
  'tests/int/auth-first-admin.int.spec.ts',
  'tests/int/auth-site-url.int.spec.ts',
  'tests/int/drafts-page.int.spec.ts',
  'tests/int/leadsDelivery.int.spec.ts',
  'tests/int/storage-s3.int.spec.ts',
]

/**
 * Integration specs `npm test` runs once, in its PostgreSQL pass, and the SQLite pass leaves out: one that makes
 * both its databases itself (a SQLite source and a PostgreSQL target), whatever TEST_DB says, and the dealer
 * spreadsheet at 100,000 dealers, the production database's size.
 */
const POSTGRES_PASS_ONLY = [
  'tests/int/sqlite-to-postgres.int.spec.ts',
  'tests/int/dealerCsvNetwork.int.spec.ts',
]

const integration = {
  include: ['tests/int/**/*.int.spec.ts'],
  environment: 'node',
  globalSetup: ['tests/int/globalSetup.ts'],
  // One shared throw-away database: files run one after another.
  fileParallelism: false,
  // Payload's REST handlers start the job crons in whichever test process calls them; a cron would
  // then work through jobs other files queued, writing to the shared database while a test does.
  // The tests that deliver leads run the queue themselves.
  env: { JOBS_AUTORUN: 'false' },
  testTimeout: 60_000,
  hookTimeout: 120_000,
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          ...unit,
          name: 'unit',
          // Added to vitest's own exclusions, which an exclude list of a project's own would otherwise replace.
          exclude: [...configDefaults.exclude, ...MOCKING_UNIT_FILES],
          // A worker runs its files in one module graph and one document: loading the modules and setting up
          // jsdom once instead of once per file takes the unit run from about 100 s to about 40 s.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: { ...unit, name: 'unit-mocks', include: MOCKING_UNIT_FILES, isolate: true },
      },
      {
        resolve: { alias },
        test: {
          ...integration,
          name: 'int',
          exclude: [...OWN_MODULES, ...(process.env.TEST_DB === 'sqlite' ? POSTGRES_PASS_ONLY : [])],
          // Files share one module graph, so Payload starts once for the whole run instead of once per file.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve: { alias },
        test: {
          ...integration,
          name: 'int-own-modules',
          include: OWN_MODULES,
          // These replace modules (vi.mock) or settings before Payload starts, so each needs a fresh one.
          isolate: true,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
})
