'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

type Outcome = { kind: 'failed'; message: string } | null

/**
 * On an entry of the 404 log: 'Send visitors to' an address, in one step. It adds the redirect from the
 * missing address and removes the entry, then opens the new redirect. The redirect's own rules apply (no
 * loop, no redirect from a live page's address) and a refusal shows the server's whole explanation.
 */
export function RedirectFromMissing() {
  const { id } = useDocumentInfo()
  const from = useFormFields(([fields]) => fields.path?.value) as string | undefined
  const router = useRouter()
  const inputId = useId()
  const [to, setTo] = useState('')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)

  async function submit() {
    if (!from || !to.trim())
      return setOutcome({ kind: 'failed', message: 'Enter the address to send visitors to.' })
    setBusy(true)
    try {
      const res = await fetch('/api/redirects', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ from, to: { type: 'custom', url: to.trim() } }),
      })
      const body = (await res.json().catch(() => null)) as {
        doc?: { id: number | string }
        errors?: { message?: string; data?: { errors?: { message?: string }[] } }[]
      } | null
      if (!res.ok || !body?.doc) {
        const first = body?.errors?.[0]
        const message =
          first?.data?.errors
            ?.map((e) => e.message)
            .filter(Boolean)
            .join(' ') ||
          first?.message ||
          'The redirect was not saved. Try again.'
        return setOutcome({ kind: 'failed', message })
      }
      if (id !== undefined) {
        await fetch(`/api/not-found-addresses/${id}`, { method: 'DELETE', credentials: 'same-origin' })
      }
      router.push(`/admin/collections/redirects/${body.doc.id}`)
    } catch {
      setOutcome({ kind: 'failed', message: 'The redirect was not saved. Try again.' })
    } finally {
      setBusy(false)
    }
  }

  return (
    // Inside the document's own form: a group with a button, not a nested form.
    <div role="group" className="redirect-from-missing" aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`}>Redirect this address</h3>
      <label htmlFor={inputId}>Send visitors to</label>
      <input
        id={inputId}
        type="text"
        value={to}
        onChange={(event) => setTo(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return
          event.preventDefault()
          void submit()
        }}
        placeholder="/products or https://…"
        aria-describedby={`${inputId}-help`}
      />
      <p id={`${inputId}-help`}>
        A site path such as /products or a full https:// address. The entry leaves the log.
      </p>
      <button
        type="button"
        onClick={() => void submit()}
        className="btn btn--style-primary btn--size-small"
        disabled={busy}
      >
        {busy ? 'Saving…' : 'Make the redirect'}
      </button>
      <div role="status">
        {outcome ? <p className="redirect-from-missing__error">{outcome.message}</p> : null}
      </div>
    </div>
  )
}
