// Every test the project has: types, unit, integration on SQLite and PostgreSQL, end-to-end in Chromium.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { postgresReachable, root, run } from './lib.mjs'

const totals = { passed: 0, failed: 0, skipped: 0 }
const failures = []

async function vitest(label, project, extraEnv = {}) {
  const report = path.join(root, 'tmp', `vitest-${label}.json`)
  mkdirSync(path.dirname(report), { recursive: true })
  console.log(`\n━━ ${label} ━━`)
  const code = await run(
    'vitest',
    ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    {
      ...process.env,
      ...extraEnv,
    },
  )
  if (existsSync(report)) {
    const r = JSON.parse(readFileSync(report, 'utf8'))
    totals.passed += r.numPassedTests
    totals.failed += r.numFailedTests
    totals.skipped += r.numPendingTests + r.numTodoTests
  }
  if (code !== 0) failures.push(label)
}

function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (existsSync(chromium)) return
  console.log('\n▸ Installing Chromium for the end-to-end tests (apt-get install -y chromium)…')
  const sudo = process.getuid?.() === 0 ? [] : ['sudo']
  const exec = (args) =>
    spawnSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), { stdio: 'inherit' })
  exec(['apt-get', 'update'])
  const res = exec(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium'])
  if (res.status !== 0 || !existsSync(chromium)) {
    console.error('✖ Chromium could not be installed; the end-to-end tests cannot run.')
    process.exit(1)
  }
}

const only = process.argv[2]
const want = (name) => !only || only === name

if (want('types')) {
  console.log('━━ types ━━')
  if ((await run('tsc', ['--noEmit'])) !== 0) failures.push('types')
  console.log('━━ lint ━━')
  if ((await run('eslint', ['.', '--max-warnings=0'])) !== 0) failures.push('lint')
}
if (want('unit')) await vitest('unit', 'unit')
const pgUp = await postgresReachable()
if (want('migrations')) {
  console.log('\n━━ migrations ━━')
  if ((await run(process.execPath, ['scripts/check-migrations.mjs', ...(pgUp ? ['--postgres'] : [])])) !== 0)
    failures.push('migrations')
}
if (want('int')) await vitest('integration (SQLite)', 'int', { TEST_DB: 'sqlite' })
if (want('int')) {
  if (pgUp) await vitest('integration (PostgreSQL)', 'int', { TEST_DB: 'postgres' })
  else if (process.env.CI)
    failures.push('integration (PostgreSQL): no server on 127.0.0.1:5432 or DATABASE_ADMIN_URL')
  else console.log('\n(PostgreSQL not reachable: integration tests ran on SQLite only)')
}
if (want('e2e')) {
  ensureChromium()
  await vitest('end-to-end (Chromium)', 'e2e')
}

console.log(`\n${failures.length ? '✖ failed: ' + failures.join(', ') : '✔ all suites passed'}`)
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(failures.length ? 1 : 0)
