// Start-up checks: a clear line and a non-zero exit for a data folder, database file or database server
// that cannot be used, instead of a silent new database or errors on the first request.
import { accessSync, constants, existsSync, mkdirSync, openSync, readSync, closeSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

export class PreflightError extends Error {}

/** The folder exists (created if missing) and a file can be written in it. */
function assertWritableDir(dir, what) {
  try {
    mkdirSync(dir, { recursive: true })
    const probe = path.join(dir, `.write-check-${process.pid}`)
    writeFileSync(probe, '')
    rmSync(probe)
  } catch (error) {
    throw new PreflightError(`${what} ${path.resolve(dir)} is not writable (${error.code ?? error.message})`)
  }
}

const SQLITE_HEADER = 'SQLite format 3\0'

/** An existing SQLite file must be readable, writable and an SQLite database; a missing one will be created. */
function checkSqlite(file) {
  assertWritableDir(path.dirname(file), 'The database folder')
  if (!existsSync(file)) return { description: `SQLite file ${file}`, created: true }
  try {
    accessSync(file, constants.R_OK | constants.W_OK)
    const fd = openSync(file, 'r')
    const head = Buffer.alloc(16)
    const read = readSync(fd, head, 0, 16, 0)
    closeSync(fd)
    if (read > 0 && head.toString('latin1', 0, read) !== SQLITE_HEADER.slice(0, read))
      throw Object.assign(new Error('not an SQLite database'), { code: 'not an SQLite database' })
  } catch (error) {
    throw new PreflightError(`The database ${path.resolve(file)} cannot be opened (${error.code ?? error.message})`)
  }
  return { description: `SQLite file ${file}`, created: false }
}

/** The server answers and the database exists; `created` when it holds no tables yet. */
async function checkPostgres(url) {
  const { hostname, port, pathname } = new URL(url)
  const where = `PostgreSQL at ${hostname}:${port || 5432}${pathname}`
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  try {
    await client.connect()
    const { rows } = await client.query(
      "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
    )
    return { description: where, created: rows[0].n === 0 }
  } catch (error) {
    throw new PreflightError(`${where} does not answer (${error.code ?? error.message})`)
  } finally {
    await client.end().catch(() => {})
  }
}

/**
 * Checks the data folder and the database before anything else runs.
 * @returns {Promise<{ description: string, created: boolean }>} the database in use, and whether this start creates it
 */
export async function preflight({ dataDir, databaseUrl }) {
  assertWritableDir(dataDir, 'The data folder')
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) return checkPostgres(databaseUrl)
  return checkSqlite(databaseUrl.replace(/^file:/, ''))
}
