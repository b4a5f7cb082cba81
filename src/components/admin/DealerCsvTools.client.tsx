'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react'

type Problem = { line: number; column?: string; message: string }

/** An import's record as /api/dealer-imports/{id} answers it (collections/DealerImports). */
type ImportRecord = {
  id: number
  status: 'running' | 'done' | 'refused' | 'interrupted' | 'failed'
  lines: number
  checked?: number | null
  created?: number | null
  updated?: number | null
  unchanged?: number | null
  message?: string | null
  problems?: Problem[] | null
}

type Outcome =
  | { kind: 'running'; record: ImportRecord }
  | { kind: 'finished'; record: ImportRecord }
  | { kind: 'refused'; error: string; problems: Problem[] }
  | { kind: 'failed'; error: string }

/** How many problems the panel lists; the rest are counted. */
const SHOWN_PROBLEMS = 50
/** How often a running import's record is read again. */
const POLL_MS = 1000
const TRY_AGAIN = 'The import did not go through. Try again.'

const count = (n: number) => n.toLocaleString('en-US')

async function readRecord(id: number): Promise<ImportRecord> {
  const res = await fetch(`/api/dealer-imports/${id}?depth=0`, { credentials: 'same-origin' })
  if (!res.ok) throw new Error(`import ${id}: ${res.status}`)
  return (await res.json()) as ImportRecord
}

/** The import some member of staff started that is still running, so the panel follows it after a reload. */
async function findRunning(): Promise<ImportRecord | null> {
  const res = await fetch(
    '/api/dealer-imports?where[status][equals]=running&sort=-createdAt&limit=1&depth=0',
    { credentials: 'same-origin' },
  )
  if (!res.ok) return null
  const body = (await res.json()) as { docs?: ImportRecord[] }
  return body.docs?.find((doc) => doc.status === 'running') ?? null
}

async function postFile(file: File): Promise<Outcome> {
  const res = await fetch('/api/dealers/import-csv', {
    method: 'POST',
    headers: { 'Content-Type': 'text/csv', 'X-File-Name': encodeURIComponent(file.name) },
    // The file itself, streamed: the server stores and checks it as it arrives.
    body: file,
    credentials: 'same-origin',
  })
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null
  if (res.status === 202 && typeof body?.id === 'number') {
    return { kind: 'running', record: { id: body.id, status: 'running', lines: Number(body.lines) } }
  }
  const error = typeof body?.error === 'string' ? body.error : TRY_AGAIN
  if (res.status === 400 && Array.isArray(body?.problems)) {
    return { kind: 'refused', error, problems: body.problems as Problem[] }
  }
  return { kind: 'failed', error }
}

/** What a finished import says: its record's own message, with the counts as the server wrote them. */
function finishedText(record: ImportRecord): string {
  if (record.message) return record.message
  return record.status === 'interrupted'
    ? 'The import stopped before the end (its server stopped). Import the file again to finish: lines already imported count as unchanged.'
    : TRY_AGAIN
}

/**
 * Above the dealer list: the network as a spreadsheet. Export downloads every dealer; import sends an edited
 * file, which the server checks line by line before it writes anything, then works through in the background
 * (Dealers/endpoints/csv.ts): the panel follows its progress until it is done, also after a reload.
 */
export function DealerCsvTools() {
  const router = useRouter()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [sending, setSending] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const runningId = outcome?.kind === 'running' ? outcome.record.id : null

  const follow = useCallback(
    (record: ImportRecord) =>
      setOutcome(record.status === 'running' ? { kind: 'running', record } : { kind: 'finished', record }),
    [],
  )

  useEffect(() => {
    let cancelled = false
    findRunning()
      .then((record) => {
        if (record && !cancelled) setOutcome((current) => current ?? { kind: 'running', record })
      })
      .catch(() => undefined)
    return () => {
      cancelled = true
    }
  }, [])

  useEffect(() => {
    if (runningId === null) return
    let failures = 0
    const timer = setInterval(() => {
      readRecord(runningId)
        .then((record) => {
          failures = 0
          follow(record)
          if (record.status === 'done') router.refresh()
        })
        .catch(() => {
          // A missed reading is retried on the next tick; several in a row end the wait with a message.
          if (++failures >= 10)
            setOutcome({
              kind: 'failed',
              error: 'The import’s progress could not be read. It goes on; reload the page to see it.',
            })
        })
    }, POLL_MS)
    return () => clearInterval(timer)
  }, [runningId, follow, router])

  async function submit(event: FormEvent) {
    event.preventDefault()
    const file = input.current?.files?.[0]
    if (!file) return setOutcome({ kind: 'failed', error: 'Choose a CSV file to import.' })
    // The last import's result goes at once, so what shows next is this file's.
    setOutcome(null)
    setSending(true)
    try {
      setOutcome(await postFile(file))
    } catch {
      setOutcome({ kind: 'failed', error: TRY_AGAIN })
    } finally {
      setSending(false)
    }
  }

  const running = outcome?.kind === 'running' ? outcome.record : null
  const finished = outcome?.kind === 'finished' ? outcome.record : null
  const problems =
    outcome?.kind === 'refused' ? outcome.problems : finished?.status === 'refused' ? (finished.problems ?? []) : []

  return (
    <section aria-labelledby={`${id}-title`} className="dealer-csv">
      <h2 id={`${id}-title`} className="dealer-csv__title">
        Spreadsheet
      </h2>
      <form onSubmit={submit} className="dealer-csv__row">
        <a href="/api/dealers/export-csv" download className="btn btn--style-secondary btn--size-small">
          Export CSV
        </a>
        <label htmlFor={`${id}-file`}>Edited file</label>
        <input
          id={`${id}-file`}
          ref={input}
          type="file"
          accept=".csv,text/csv"
          className="dealer-csv__file"
        />
        <button
          type="submit"
          className="btn btn--style-secondary btn--size-small"
          disabled={sending || running !== null}
        >
          {sending ? 'Checking the file…' : running ? 'Importing…' : 'Import CSV'}
        </button>
      </form>
      {running ? (
        <div className="dealer-csv__progress">
          <label htmlFor={`${id}-progress`}>Import progress</label>
          <progress id={`${id}-progress`} max={Math.max(running.lines, 1)} value={running.checked ?? 0} />
          <span>
            {count(running.checked ?? 0)} of {count(running.lines)} lines
          </span>
        </div>
      ) : null}
      <div role="status" className="dealer-csv__outcome">
        {running ? (
          <p>
            Importing {count(running.lines)} {running.lines === 1 ? 'line' : 'lines'}. You can leave this page:
            the import goes on, and the list shows its result.
          </p>
        ) : null}
        {finished ? (
          <p className={finished.status === 'done' ? undefined : 'dealer-csv__error'}>{finishedText(finished)}</p>
        ) : null}
        {outcome?.kind === 'refused' || outcome?.kind === 'failed' ? (
          <p className="dealer-csv__error">{outcome.error}</p>
        ) : null}
        {problems.length > 0 ? (
          <ul className="dealer-csv__problems">
            {problems.slice(0, SHOWN_PROBLEMS).map((p) => (
              <li key={`${p.line}-${p.column ?? ''}`}>
                Line {p.line}
                {p.column ? `, ${p.column}` : ''}: {p.message}
              </li>
            ))}
            {problems.length > SHOWN_PROBLEMS ? <li>and {count(problems.length - SHOWN_PROBLEMS)} more.</li> : null}
          </ul>
        ) : null}
      </div>
    </section>
  )
}
