'use client'

import { useRouter } from 'next/navigation'
import { useId, useRef, useState, type FormEvent } from 'react'

type Problem = { line: number; column?: string; message: string }
type Outcome =
  | { kind: 'done'; created: number; updated: number; unchanged: number }
  | { kind: 'refused'; error: string; problems: Problem[] }
  | { kind: 'failed'; error: string }

/** How many problems the panel lists; the rest are counted. */
const SHOWN_PROBLEMS = 50

const count = (n: number) => n.toLocaleString('en-US')

async function postFile(file: File): Promise<Outcome> {
  const res = await fetch('/api/dealers/import-csv', {
    method: 'POST',
    headers: { 'Content-Type': 'text/csv' },
    // The file itself, streamed: the server reads it as it arrives.
    body: file,
    credentials: 'same-origin',
  })
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null
  if (res.ok && body)
    return { kind: 'done', ...(body as { created: number; updated: number; unchanged: number }) }
  const error = typeof body?.error === 'string' ? body.error : 'The import did not go through. Try again.'
  if (res.status === 400 && Array.isArray(body?.problems)) {
    return { kind: 'refused', error, problems: body.problems as Problem[] }
  }
  return { kind: 'failed', error }
}

/**
 * Above the dealer list: the network as a spreadsheet. Export downloads every dealer; import sends an edited
 * file, which the server checks line by line before it writes anything (Dealers/endpoints/csv.ts).
 */
export function DealerCsvTools() {
  const router = useRouter()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const file = input.current?.files?.[0]
    if (!file) return setOutcome({ kind: 'failed', error: 'Choose a CSV file to import.' })
    setBusy(true)
    try {
      const result = await postFile(file)
      setOutcome(result)
      if (result.kind === 'done') router.refresh()
    } catch {
      setOutcome({ kind: 'failed', error: 'The import did not go through. Try again.' })
    } finally {
      setBusy(false)
    }
  }

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
        <button type="submit" className="btn btn--style-secondary btn--size-small" disabled={busy}>
          {busy ? 'Importing…' : 'Import CSV'}
        </button>
      </form>
      <div role="status" className="dealer-csv__outcome">
        {outcome?.kind === 'done' ? (
          <p>
            Imported {count(outcome.created + outcome.updated + outcome.unchanged)}{' '}
            {outcome.created + outcome.updated + outcome.unchanged === 1 ? 'line' : 'lines'},{' '}
            {count(outcome.created + outcome.updated)} changed: {count(outcome.created)} added,{' '}
            {count(outcome.updated)} updated, {count(outcome.unchanged)} unchanged.
          </p>
        ) : null}
        {outcome && outcome.kind !== 'done' ? <p className="dealer-csv__error">{outcome.error}</p> : null}
        {outcome?.kind === 'refused' ? (
          <ul className="dealer-csv__problems">
            {outcome.problems.slice(0, SHOWN_PROBLEMS).map((p) => (
              <li key={`${p.line}-${p.column ?? ''}`}>
                Line {p.line}
                {p.column ? `, ${p.column}` : ''}: {p.message}
              </li>
            ))}
            {outcome.problems.length > SHOWN_PROBLEMS ? (
              <li>and {count(outcome.problems.length - SHOWN_PROBLEMS)} more.</li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </section>
  )
}
