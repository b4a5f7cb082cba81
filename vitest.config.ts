import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'src/cms/payload.config.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
  // The real package throws outside a React server bundle; tests load server modules directly.
  'server-only': path.resolve(import.meta.dirname, 'tests/fixtures/serverOnly.ts'),
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
          name: 'int',
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
        },
      },
    ],
  },
})
