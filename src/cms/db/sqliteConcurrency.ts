import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload'

type LibsqlClient = {
  transaction: (mode?: 'write' | 'read' | 'deferred') => Promise<unknown>
  execute: (sql: string) => Promise<unknown>
}

/**
 * Two fixes to the SQLite client under the adapter:
 * - It hands its connection to each transaction and opens a fresh one for everything else, and the adapter
 *   sets `busy_timeout` only on the first, so a write that meets another process's lock failed at once.
 *   This sets the timeout on each new connection.
 * - The adapter begins every transaction with the write lock (BEGIN IMMEDIATE, whatever its options say).
 *   Deferred, a transaction takes it at its first write, so a write Payload makes outside the transaction
 *   before that (forgot-password's request stamp) does not wait on it.
 */
export function tuneClient(client: LibsqlClient, ms: number): void {
  const transaction = client.transaction.bind(client)
  client.transaction = async (mode) => {
    const tx = await transaction(mode ?? 'deferred')
    await client.execute(`PRAGMA busy_timeout = ${ms};`)
    return tx
  }
}

type TransactionId = string | number | Promise<string | number>

/**
 * The SQLite driver is synchronous: a transaction that waits for a lock held by another transaction of the
 * same process blocks the only thread that could release it, and fails with "database is locked" after the
 * busy timeout. SQLite writes one transaction at a time anyway, so this process queues its transactions:
 * each begins when the previous one has committed or rolled back.
 */
export function serializeTransactions(db: BaseDatabaseAdapter): void {
  const { beginTransaction, commitTransaction, rollbackTransaction } = db
  const releases = new Map<string | number, () => void>()
  let queue: Promise<void> = Promise.resolve()

  db.beginTransaction = async (options) => {
    let release!: () => void
    const turn = queue
    queue = new Promise<void>((resolve) => (release = resolve))
    await turn
    try {
      const id = await beginTransaction.call(db, options)
      if (id === null) release()
      else releases.set(id, release)
      return id
    } catch (error) {
      release()
      throw error
    }
  }
  const finishing =
    (end: (id: TransactionId) => Promise<void>) =>
    async (incoming: TransactionId): Promise<void> => {
      const id = await incoming
      try {
        await end.call(db, id)
      } finally {
        releases.get(id)?.()
        releases.delete(id)
      }
    }
  db.commitTransaction = finishing(commitTransaction)
  db.rollbackTransaction = finishing(rollbackTransaction)
}

/** Wraps the SQLite adapter: queued, deferred transactions and a busy timeout on every connection. */
export function withSqliteConcurrency(adapter: DatabaseAdapterObj, busyTimeoutMs: number): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      serializeTransactions(db)
      const connect = db.connect
      if (connect) {
        db.connect = async (options) => {
          await connect.call(db, options)
          tuneClient((db as unknown as { client: LibsqlClient }).client, busyTimeoutMs)
        }
      }
      return db
    },
  }
}
