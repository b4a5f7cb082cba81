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

  it('keeps files on disk unless S3_BUCKET is set, and reads the bucket settings when it is', () => {
    const secret = { PAYLOAD_SECRET: 'x'.repeat(32) }
    expect(parseEnv(secret).objectStorage).toBeUndefined()
    expect(parseEnv({ ...secret, S3_ACCESS_KEY_ID: 'key' }).objectStorage).toBeUndefined()
    expect(parseEnv({ ...secret, S3_BUCKET: ' ', S3_ENDPOINT: '', S3_FORCE_PATH_STYLE: '' }).objectStorage).toBeUndefined()
    expect(
      parseEnv({
        ...secret,
        S3_BUCKET: 'site-media',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).objectStorage,
    ).toEqual({
      bucket: 'site-media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    })
    expect(
      parseEnv({ ...secret, S3_BUCKET: 'b', S3_REGION: 'eu-west-3', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })
        .objectStorage,
    ).toMatchObject({ endpoint: undefined, region: 'eu-west-3', forcePathStyle: false })
  })

  it('refuses a bucket without its keys, naming the missing ones, and malformed S3 settings', () => {
    const secret = { PAYLOAD_SECRET: 'x'.repeat(32) }
    expect(() => parseEnv({ ...secret, S3_BUCKET: 'site-media' })).toThrow(
      /S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID must be set when S3_BUCKET is set \(missing: S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY\)[\s\S]*S3_SECRET_ACCESS_KEY: /,
    )
    expect(() => parseEnv({ ...secret, S3_BUCKET: 'site-media', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY must be set when S3_BUCKET is set \(missing: S3_SECRET_ACCESS_KEY\)/,
    )
    expect(() => parseEnv({ ...secret, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT must be an absolute URL/)
    expect(() => parseEnv({ ...secret, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE must be true or false/)
  })
})
