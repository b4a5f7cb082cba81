import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { Redis } from 'ioredis'
import { afterEach, describe, expect, it } from 'vitest'

import { startS3Server } from '../../tests/fixtures/s3Server'
import { databaseChecks, redisCheck, storageCheck } from './readinessChecks'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** A SQLite file and a migrations folder holding `committed`, as a fresh install and its release have them. */
function site(committed: string[]) {
  const folder = mkdtempSync(path.join(tmpdir(), 'readiness-'))
  folders.push(folder)
  mkdirSync(path.join(folder, 'migrations/sqlite'), { recursive: true })
  for (const name of committed) writeFileSync(path.join(folder, 'migrations/sqlite', `${name}.ts`), '')
  writeFileSync(path.join(folder, 'migrations/sqlite/index.ts'), '')
  return { url: `file:${path.join(folder, 'site.db')}`, migrations: path.join(folder, 'migrations') }
}

describe('the readiness checks of the database', () => {
  it('pass once every committed migration is recorded, and say how many are missing before', async () => {
    const { url, migrations } = site(['20261101_first', '20261102_second'])
    const db = createClient({ url })
    await db.execute('create table payload_migrations (id integer primary key, name text, batch integer)')
    await db.execute("insert into payload_migrations (name, batch) values ('20261101_first', 1)")
    const checks = databaseChecks(url, migrations)
    expect(await checks.database()).toBe('ok')
    expect(await checks.migrations()).toBe('1 of 2 migrations not applied (first: 20261102_second)')
    await db.execute("insert into payload_migrations (name, batch) values ('20261102_second', 2)")
    expect(await checks.migrations()).toBe('ok')
    await checks.close()
    db.close()
  })

  it('fail on a database that was never migrated', async () => {
    const { url, migrations } = site(['20261101_first'])
    const checks = databaseChecks(url, migrations)
    await expect(checks.migrations()).rejects.toThrow(/no such table: payload_migrations/)
    await checks.close()
  })

  it('fail when PostgreSQL does not answer', async () => {
    const { migrations } = site([])
    mkdirSync(path.join(migrations, 'postgres'))
    // Nothing listens on port 1.
    const checks = databaseChecks('postgres://nobody@127.0.0.1:1/none', migrations)
    await expect(checks.database()).rejects.toThrow(/ECONNREFUSED/)
    await checks.close()
  })
})

describe('the readiness check of Redis', () => {
  it('is not configured without REDIS_URL', async () => {
    expect(await redisCheck(undefined)()).toBe('not configured')
  })

  it('passes when Redis answers and fails at once when it does not (the site’s connection settings)', async () => {
    const options = { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true } as const
    const running = new Redis('redis://127.0.0.1:6379', options)
    await running.connect()
    expect(await redisCheck(running)()).toBe('ok')
    running.disconnect()
    const away = new Redis('redis://127.0.0.1:1', { ...options, retryStrategy: () => null })
    away.on('error', () => {})
    await expect(redisCheck(away)()).rejects.toThrow()
    away.disconnect()
  })
})

describe('the readiness check of object storage', () => {
  it('is not configured without S3_BUCKET', async () => {
    expect(await storageCheck(undefined)()).toBe('not configured')
  })

  it('passes when the bucket answers with the keys, and fails for a missing bucket, an unknown key or no server', async () => {
    const server = await startS3Server('ready-bucket')
    try {
      expect(await storageCheck(server.storage)()).toBe('ok')
      await expect(storageCheck({ ...server.storage, bucket: 'no-such-bucket' })()).rejects.toThrow()
      await expect(storageCheck({ ...server.storage, accessKeyId: 'NOT-THE-KEY' })()).rejects.toThrow()
    } finally {
      await server.stop()
    }
    await expect(storageCheck(server.storage)()).rejects.toThrow()
  })
})
