// Defaults shared by the application (config/env.ts) and the plain-Node start and test scripts, so each
// rule exists once. Plain JavaScript so the scripts can import it without a build step.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** Where the SQLite file, the generated secret, uploaded media and the mail outbox live. */
export const DEFAULT_DATA_DIR = 'data'

/**
 * The SQLite file when DATABASE_URL is unset: `npm run dev` pushes schema changes into its own file, never
 * into the one `npm start` migrates.
 * @param {string} nodeEnv
 * @param {string} dataDir
 */
export function defaultDatabaseUrl(nodeEnv, dataDir) {
  const dir = path.isAbsolute(dataDir) || dataDir.startsWith('.') ? dataDir : `./${dataDir}`
  return `file:${dir}/${nodeEnv === 'development' ? 'dev' : 'site'}.db`
}

/**
 * The secret that signs sessions when PAYLOAD_SECRET is unset: generated on first start and kept beside the
 * database (readable by its owner only), so every later start and script uses the same one.
 * @param {string} dataDir
 * @returns {string}
 */
export function readOrCreateSecret(dataDir) {
  const file = path.resolve(dataDir, '.payload-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const secret = randomBytes(32).toString('hex')
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, secret + '\n', { mode: 0o600 })
  return secret
}
