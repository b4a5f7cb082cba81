// Debian's Chromium, as the end-to-end tests and the web benchmark drive it. Playwright's own browser download
// cannot work on a closed network, so the system package is used (and installed when missing).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

// Without the networking switches Chromium keeps dialling Google services the closed network refuses.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Installs Chromium with apt-get when it is missing; exits the process when that fails. */
export function ensureChromium(purpose) {
  if (existsSync(chromiumPath)) return
  console.log(`\n▸ Installing Chromium for ${purpose} (apt-get install -y chromium)…`)
  const sudo = process.getuid?.() === 0 ? [] : ['sudo']
  const exec = (args) =>
    spawnSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), { stdio: 'inherit' })
  exec(['apt-get', 'update'])
  const res = exec(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium'])
  if (res.status !== 0 || !existsSync(chromiumPath)) {
    console.error(`✖ Chromium could not be installed at ${chromiumPath}.`)
    process.exit(1)
  }
}
