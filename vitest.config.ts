import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'src/cms/payload.config.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
  // The real package throws outside a React server bundle; tests load server modules directly.
  'server-only': path.resolve(import.meta.dirname, 'tests/fixtures/serverOnly.ts'),
}

/** Integration specs that start their own Payload with replaced modules or settings. */
const OWN_MODULES = [
  'tests/int/auth-first-admin.int.spec.ts',
  'tests/int/auth-site-url.int.spec.ts',
  'tests/int/drafts-page.int.spec.ts',
  'tests/int/leadsDelivery.int.spec.ts',
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
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}', 'tests/deps/**/*.test.ts'],
          // Node by default; a component test opts into a browser document with `// @vitest-environment jsdom`.
          environment: 'node',
          setupFiles: ['tests/fixtures/testingLibrary.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          ...integration,
          name: 'int',
          exclude: OWN_MODULES,
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
