import { defineConfig } from '@playwright/test'

import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium.mjs'
import { e2eBaseURL } from './tests/e2e/globalSetup'

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: { executablePath: chromiumPath, args: CHROMIUM_ARGS },
}
const SITE_SETTINGS_SPECS = /locator-settings\.spec\.ts$/
const CLUSTER_SPECS = /cluster\.spec\.ts$/

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/globalSetup.ts',
  outputDir: 'tmp/playwright-results',
  timeout: 60_000,
  // Matches the ten seconds the specs have always allowed for an element to appear.
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: 'tmp/playwright.json' }]],
  use: {
    baseURL: e2eBaseURL,
    // Recording a trace costs every test about a sixth of its time on two cores (measured on four specs: 159 s
    // of tests with it, 132 s without), so CI records one on a failed test's retry, which then shows the failure
    // again; a local run (no retries) keeps the trace of each failed test.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    viewport: { width: 1280, height: 900 },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [SITE_SETTINGS_SPECS, CLUSTER_SPECS],
      use: chromium,
    },
    {
      // Specs that change site-wide settings run once every other spec is done, so no page another worker
      // checks is rendered under their settings.
      name: 'site-settings',
      testMatch: SITE_SETTINGS_SPECS,
      dependencies: ['chromium'],
      use: chromium,
    },
    {
      // Two more instances of the site, PostgreSQL, HAProxy and a load of their own: run last and alone, so
      // their timings (an edit seen on the other instance within 2 s) are not those of a machine busy with the
      // other specs, and the other specs' are not slowed by them. Alone: --project=cluster --no-deps.
      name: 'cluster',
      testMatch: CLUSTER_SPECS,
      dependencies: ['site-settings'],
      use: chromium,
    },
  ],
})
