import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { preflight, PreflightError } from './preflight.mjs'

const scratch = () => mkdtempSync(path.join(tmpdir(), 'preflight-'))

describe('preflight', () => {
  it('accepts a fresh data folder and says the SQLite file is created by this start', async () => {
    const dir = scratch()
    const result = await preflight({ dataDir: dir, databaseUrl: `file:${dir}/site.db` })
    expect(result).toEqual({ description: `SQLite file ${dir}/site.db`, created: true })
  })

  it('names a data folder that cannot be written', async () => {
    const blocker = path.join(scratch(), 'a-file')
    writeFileSync(blocker, 'x')
    const dataDir = path.join(blocker, 'data')
    await expect(preflight({ dataDir, databaseUrl: `file:${dataDir}/site.db` })).rejects.toThrow(
      new PreflightError(`The data folder ${dataDir} is not writable (ENOTDIR)`),
    )
  })

  it('refuses a database file that is not an SQLite database', async () => {
    const dir = scratch()
    writeFileSync(path.join(dir, 'site.db'), 'these are not the bytes of a database')
    await expect(preflight({ dataDir: dir, databaseUrl: `file:${dir}/site.db` })).rejects.toThrow(
      `The database ${dir}/site.db cannot be opened (not an SQLite database)`,
    )
  })

  it('names a PostgreSQL server that does not answer', async () => {
    await expect(
      preflight({ dataDir: scratch(), databaseUrl: 'postgres://postgres@127.0.0.1:1/site' }),
    ).rejects.toThrow('PostgreSQL at 127.0.0.1:1/site does not answer (ECONNREFUSED)')
  })

  it('makes npm start exit non-zero with one line before touching anything', () => {
    const blocker = path.join(scratch(), 'a-file')
    writeFileSync(blocker, 'x')
    const res = spawnSync(process.execPath, ['scripts/start.mjs'], {
      env: { ...process.env, DATA_DIR: path.join(blocker, 'data'), DATABASE_URL: '' },
      encoding: 'utf8',
    })
    expect(res.status).toBe(1)
    expect(res.stderr.trim()).toBe(`✖ The data folder ${path.join(blocker, 'data')} is not writable (ENOTDIR)`)
  })
})
