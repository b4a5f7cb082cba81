import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { isPostgres, parseEnv } from './env'

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'env-'))

describe('parseEnv', () => {
  it('starts with nothing configured: SQLite, port 3000, a generated secret kept in the data folder', () => {
    const dir = dataDir()
    const env = parseEnv({ NODE_ENV: 'production', DATA_DIR: dir })
    expect(env.DATABASE_URL).toBe(`file:${dir}/site.db`)
    expect(env.PORT).toBe(3000)
    expect(env.SITE_URL).toBe('http://localhost:3000')
    expect(env.PAYLOAD_SECRET).toMatch(/^[0-9a-f]{64}$/)
    expect(readFileSync(path.join(dir, '.payload-secret'), 'utf8').trim()).toBe(env.PAYLOAD_SECRET)
    expect(parseEnv({ NODE_ENV: 'production', DATA_DIR: dir }).PAYLOAD_SECRET).toBe(env.PAYLOAD_SECRET)
  })

  it('uses a separate database file for development, in the data folder', () => {
    const dir = dataDir()
    expect(parseEnv({ NODE_ENV: 'development', DATA_DIR: dir }).DATABASE_URL).toBe(`file:${dir}/dev.db`)
    expect(parseEnv({ NODE_ENV: 'production', PAYLOAD_SECRET: 'x'.repeat(32) }).DATABASE_URL).toBe('file:./data/site.db')
    expect(parseEnv({ NODE_ENV: 'production', DATA_DIR: 'var/site', PAYLOAD_SECRET: 'x'.repeat(32) }).DATABASE_URL).toBe(
      'file:./var/site/site.db',
    )
  })

  it('names every wrong variable in one message', () => {
    expect(() =>
      parseEnv({ DATABASE_URL: 'mysql://x', PORT: 'eighty', ADMIN_EMAIL: 'nobody', PAYLOAD_SECRET: 'short' }),
    ).toThrow(
      /DATABASE_URL: DATABASE_URL must start with file:[\s\S]*PAYLOAD_SECRET: PAYLOAD_SECRET must be at least 16[\s\S]*PORT[\s\S]*ADMIN_EMAIL: ADMIN_EMAIL must be an e-mail address/,
    )
  })

  it('drops a trailing slash from SITE_URL and recognises PostgreSQL addresses', () => {
    expect(parseEnv({ SITE_URL: 'https://www.example.com/', PAYLOAD_SECRET: 'x'.repeat(32) }).SITE_URL).toBe('https://www.example.com')
    expect(isPostgres('postgres://u@h/db')).toBe(true)
    expect(isPostgres('postgresql://u@h/db')).toBe(true)
    expect(isPostgres('file:./data/site.db')).toBe(false)
  })
})
