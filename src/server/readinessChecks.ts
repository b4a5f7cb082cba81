import path from 'node:path'

import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3'
import { createClient } from '@libsql/client'
import type { Redis } from 'ioredis'
import pg from 'pg'

import { s3ClientConfig } from '../cms/storage/s3Client'
import type { ObjectStorage } from '../config/env'
import { type Check, committedMigrations, migrationsCheck } from './probes'

/** A readiness check that also holds a connection of its own, closed when the instance stops. */
export type DatabaseChecks = { database: Check; migrations: Check; close(): Promise<void> }

const isPostgres = (url: string) => /^postgres(ql)?:\/\//.test(url)

/**
 * The database checks: it answers a query, and its `payload_migrations` table lists every migration committed
 * for its dialect (src/cms/migrations/<dialect>). They use a connection of their own (one, opened when first
 * asked), not the CMS's, so a probe never waits behind the CMS's work or starts the CMS.
 */
export function databaseChecks(databaseUrl: string, migrationsRoot: string): DatabaseChecks {
  const dialect = isPostgres(databaseUrl) ? 'postgres' : 'sqlite'
  const committed = committedMigrations(path.join(migrationsRoot, dialect))
  let query: ((sql: string) => Promise<Record<string, unknown>[]>) | undefined
  let close = async () => {}

  function connection() {
    if (query) return query
    if (dialect === 'postgres') {
      const pool = new pg.Pool({
        connectionString: databaseUrl,
        max: 1,
        connectionTimeoutMillis: 1500,
        idleTimeoutMillis: 30_000,
        application_name: 'readiness',
      })
      // An idle connection the server drops is reported here instead of as an unhandled error.
      pool.on('error', () => {})
      query = async (sql) => (await pool.query(sql)).rows
      close = () => pool.end()
    } else {
      const client = createClient({ url: databaseUrl })
      query = async (sql) => (await client.execute(sql)).rows as unknown as Record<string, unknown>[]
      close = async () => client.close()
    }
    return query
  }

  return {
    database: async () => {
      await connection()('select 1')
      return 'ok'
    },
    migrations: async () => {
      const rows = await connection()('select name from payload_migrations')
      return migrationsCheck(
        rows.map((row) => String(row.name)),
        committed,
      )
    },
    close: () => close(),
  }
}

/** Redis answers a PING, when the site is configured with one. */
export function redisCheck(redis: Redis | undefined): Check {
  return async () => {
    if (!redis) return 'not configured'
    const answer = await redis.ping()
    return answer === 'PONG' ? 'ok' : `unexpected answer ${answer}`
  }
}

/**
 * The media bucket answers, with these keys, when the site keeps its files in object storage (S3_BUCKET): a
 * HeadBucket, which needs no more rights than the site's own reads and costs the provider nothing to answer.
 */
export function storageCheck(storage: ObjectStorage | undefined): Check {
  if (!storage) return async () => 'not configured'
  const client = new S3Client({ ...s3ClientConfig(storage), maxAttempts: 1 })
  return async () => {
    await client.send(new HeadBucketCommand({ Bucket: storage.bucket }))
    return 'ok'
  }
}
