// Every test the project has: types, lint, import rules, unit, integration on SQLite and PostgreSQL,
// end-to-end in Chromium. `node scripts/test.mjs <suite> [args]` runs one suite; e2e passes args to Playwright.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

import { ensureChromium } from './chromium.mjs'
import { postgresReachable, root, run, runToFile } from './lib.mjs'

const started = Date.now()
/** A suite's heading, with the time since the run began, so a slow suite shows in any log. */
const heading = (label) => `━━ ${label} ━━ (at ${Math.round((Date.now() - started) / 1000)} s)`

const totals = { passed: 0, failed: 0, skipped: 0 }
const failures = []

/** A vitest project run; with `logFile` its output goes there and is printed once it ends. */
async function vitest(label, project, extraEnv = {}, extraArgs = [], logFile = null) {
  const report = path.join(root, 'tmp', `vitest-${label}.json`)
  mkdirSync(path.dirname(report), { recursive: true })
  if (!logFile) console.log(`\n${heading(label)}`)
  const code = await (logFile ? (...a) => runToFile(...a, logFile) : run)(
    'vitest',
    [
      'run',
      ...[project].flat().flatMap((name) => ['--project', name]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...extraArgs,
    ],
    {
      ...process.env,
      ...extraEnv,
    },
  )
  if (logFile) console.log(`\n${heading(`${label}, done`)}\n${readFileSync(logFile, 'utf8')}`)
  if (existsSync(report)) {
    const r = JSON.parse(readFileSync(report, 'utf8'))
    totals.passed += r.numPassedTests
    totals.failed += r.numFailedTests
    totals.skipped += r.numPendingTests + r.numTodoTests
  }
  if (code !== 0) failures.push(label)
}

/** Runs Playwright (its config starts the production server) and adds its JSON report to the totals. */
async function playwright(label, args) {
  const report = path.join(root, 'tmp', 'playwright.json')
  rmSync(report, { force: true })
  console.log(`\n${heading(label)}`)
  const code = await run('playwright', ['test', ...args])
  if (existsSync(report)) {
    const { stats } = JSON.parse(readFileSync(report, 'utf8'))
    // "flaky" tests failed once and passed on their retry.
    totals.passed += stats.expected + stats.flaky
    totals.failed += stats.unexpected
    totals.skipped += stats.skipped
  }
  if (code !== 0) failures.push(label)
}

const only = process.argv[2]
const want = (name) => !only || only === name

if (want('types')) {
  console.log(heading('types'))
  if ((await run('tsc', ['--noEmit'])) !== 0) failures.push('types')
  console.log(heading('lint'))
  if ((await run('eslint', ['.', '--max-warnings=0'])) !== 0) failures.push('lint')
}
if (want('types') || want('deps')) {
  console.log(heading('import rules'))
  if ((await run('depcruise', ['src', '--config', '.dependency-cruiser.cjs'])) !== 0)
    failures.push('import rules')
}
if (want('unit')) await vitest('unit', ['unit', 'unit-mocks'])
const pgUp = await postgresReachable()
if (want('migrations')) {
  console.log(`\n${heading('migrations')}`)
  if ((await run(process.execPath, ['scripts/check-migrations.mjs', ...(pgUp ? ['--postgres'] : [])])) !== 0)
    failures.push('migrations')
}
// In CI an integration test gets one retry, as the end-to-end tests do: on a loaded machine a SQLite write can
// meet another connection's commit mid-transaction ("database is locked"); the retry shows whether it was that.
/** The integration projects (vitest.config.ts): the shared-module files first, then those that replace modules. */
const INT = ['int', 'int-own-modules']
const intRetry = process.env.CI ? ['--retry=1'] : []
/**
 * In a whole run the end-to-end site's database and production build (scripts/e2eSite.mjs) are made while the
 * integration tests run, which wait on their databases much of the time and leave a core idle; its output goes
 * to a log printed when the end-to-end suite starts.
 */
const siteLog = path.join(root, 'tmp', 'e2e-site.log')
let site = null
if (!only) {
  mkdirSync(path.dirname(siteLog), { recursive: true })
  site = runToFile(process.execPath, ['scripts/e2eSite.mjs'], process.env, siteLog)
}
if (want('int')) {
  if (pgUp) {
    // The two passes wait on their databases much of the time, so they run side by side, each with its own
    // throw-away database; their output is printed one after the other.
    console.log(`\n${heading('integration (SQLite and PostgreSQL, side by side)')}`)
    const log = (name) => path.join(root, 'tmp', `int-${name}.log`)
    await Promise.all([
      vitest('integration (SQLite)', INT, { TEST_DB: 'sqlite' }, intRetry, log('sqlite')),
      vitest('integration (PostgreSQL)', INT, { TEST_DB: 'postgres' }, intRetry, log('postgres')),
    ])
  } else {
    await vitest('integration (SQLite)', INT, { TEST_DB: 'sqlite' }, intRetry)
    if (process.env.CI)
      failures.push('integration (PostgreSQL): no server on 127.0.0.1:5432 or DATABASE_ADMIN_URL')
    else console.log('\n(PostgreSQL not reachable: integration tests ran on SQLite only)')
  }
}
if (want('e2e')) {
  ensureChromium('the end-to-end tests')
  if (site) {
    const code = await site
    console.log(`\n${heading(`end-to-end site, built beside the integration tests (exit ${code})`)}`)
    console.log(readFileSync(siteLog, 'utf8'))
  }
  await playwright('end-to-end (Chromium)', only === 'e2e' ? process.argv.slice(3) : [])
}

console.log(`\n${failures.length ? '✖ failed: ' + failures.join(', ') : '✔ all suites passed'}`)
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
console.log(`time: ${Math.round((Date.now() - started) / 1000)} s`)
process.exit(failures.length ? 1 : 0)
