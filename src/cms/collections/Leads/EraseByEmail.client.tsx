'use client'

import { type FormEvent, useId, useState } from 'react'

type Outcome = { kind: 'done'; leads: number; signups: number } | { kind: 'error'; message: string } | null

/**
 * Above the leads list: erase every lead and newsletter sign-up of one e-mail address (a privacy request).
 * The address goes in the request body, never in a URL.
 */
export function EraseByEmail() {
  const id = useId()
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!window.confirm('Erase every lead and newsletter sign-up of this address? This cannot be undone.'))
      return
    setBusy(true)
    setOutcome(null)
    try {
      const res = await fetch('/api/leads/erase', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      })
      const body = (await res.json()) as {
        erased?: { leads: number; newsletterSignups: number }
        fields?: { email?: string }
        error?: string
      }
      if (res.ok && body.erased) {
        setOutcome({ kind: 'done', leads: body.erased.leads, signups: body.erased.newsletterSignups })
        setEmail('')
      } else {
        setOutcome({ kind: 'error', message: body.fields?.email ?? body.error ?? 'The erase failed.' })
      }
    } catch {
      setOutcome({ kind: 'error', message: 'The erase failed; check the connection and try again.' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      onSubmit={submit}
      style={{ display: 'flex', gap: 8, alignItems: 'end', marginBottom: 16, flexWrap: 'wrap' }}
    >
      <div>
        <label htmlFor={id} style={{ display: 'block', marginBottom: 4 }}>
          Erase personal data of an e-mail address
        </label>
        <input
          id={id}
          type="email"
          required
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          style={{ padding: '6px 8px', minWidth: 260 }}
        />
      </div>
      <button type="submit" disabled={busy} className="btn btn--style-secondary btn--size-small">
        {busy ? 'Erasing…' : 'Erase leads and sign-ups'}
      </button>
      <p role="status" style={{ margin: 0, width: '100%' }}>
        {outcome?.kind === 'done' &&
          `Erased ${outcome.leads} lead(s) and ${outcome.signups} newsletter sign-up(s).`}
        {outcome?.kind === 'error' && outcome.message}
      </p>
    </form>
  )
}
