import { readdirSync, readFileSync } from 'node:fs'

import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { workAfterAnswersDone } from '@/cms/auth/afterAnswer'
import { env } from '@/config/env'

import { getTestPayload, testContext } from '../fixtures/payload'
import { rest, signInCookie } from '../fixtures/rest'

let payload: Payload
const stamp = Date.now()
let accounts = 0

const outbox = (): string[] => {
  try {
    return readdirSync(env().OUTBOX_DIR).filter((f) => f.endsWith('.eml'))
  } catch {
    return []
  }
}
// Quoted-printable's soft line breaks undone, to read the body as a mail program shows it.
const readMail = (file: string) => readFileSync(`${env().OUTBOX_DIR}/${file}`, 'utf8').replace(/=\r?\n/g, '')

async function account(): Promise<string> {
  accounts += 1
  const email = `forgot-${stamp}-${accounts}@example.com`
  await payload.create({
    collection: 'users',
    data: { email, password: 'the-old-long-password', roles: ['editor'] },
    context: testContext,
  })
  return email
}

async function forgot(body: unknown, headers?: Record<string, string>) {
  const res = await rest('/api/users/forgot-password', { method: 'POST', body, headers })
  return { status: res.status, headers: Object.fromEntries(res.headers), body: await res.json() }
}

beforeAll(async () => {
  payload = await getTestPayload()
})

afterEach(async () => {
  vi.restoreAllMocks()
  await workAfterAnswersDone()
})

describe('forgot-password', () => {
  it('answers an existing and an unknown e-mail alike, and looks either up only after answering', async () => {
    const email = await account()
    const events: string[] = []
    for (const method of ['findOne', 'updateOne'] as const) {
      const original = payload.db[method].bind(payload.db)
      vi.spyOn(payload.db, method).mockImplementation(((args: { collection: string }) => {
        if (args.collection === 'users') events.push('looked up')
        return original(args as never)
      }) as never)
    }
    const before = new Set(outbox())

    const known = await rest('/api/users/forgot-password', { method: 'POST', body: { email } })
    events.push('answered')
    const mailedAtAnswer = outbox().filter((f) => !before.has(f))
    const unknown = await rest('/api/users/forgot-password', {
      method: 'POST',
      body: { email: `nobody-${stamp}@example.com` },
    })

    expect(events[0]).toBe('answered')
    expect(mailedAtAnswer).toEqual([])
    expect(known.status).toBe(200)
    expect({
      status: unknown.status,
      headers: Object.fromEntries(unknown.headers),
      body: await unknown.json(),
    }).toEqual({ status: known.status, headers: Object.fromEntries(known.headers), body: await known.json() })
  })

  it('still mails the reset link to an existing account, and the link resets the password', async () => {
    const email = await account()
    const before = new Set(outbox())
    // Without a configured SITE_URL the link is made at the host the request came to.
    const site = new URL(env().SITE_URL)
    expect((await forgot({ email }, { Host: site.host })).status).toBe(200)
    expect((await forgot({ email: `nobody-else-${stamp}@example.com` })).status).toBe(200)
    await workAfterAnswersDone()

    const added = outbox()
      .filter((f) => !before.has(f))
      .map(readMail)
    expect(added).toHaveLength(1)
    expect(added[0]).toMatch(new RegExp(`^To: ${email}\r?$`, 'm'))
    const token = new RegExp(`${site.origin}/admin/reset/([0-9a-f]+)`).exec(added[0] ?? '')?.[1]
    expect(token).toMatch(/^[0-9a-f]{20,}$/)
    const reset = await rest('/api/users/reset-password', {
      method: 'POST',
      body: { token, password: 'the-new-long-password' },
    })
    expect(reset.status).toBe(200)
    expect(await signInCookie(email, 'the-new-long-password')).toMatch(/^payload-token=/)
  })

  it('still answers 200 when the mail cannot be sent, and logs the failure without the address', async () => {
    const email = await account()
    const error = vi.spyOn(payload.logger, 'error').mockImplementation(() => undefined)
    vi.spyOn(payload.email, 'sendEmail').mockRejectedValue(new Error(`550 <${email}>: mailbox unavailable`))

    expect((await forgot({ email })).status).toBe(200)
    await workAfterAnswersDone()

    expect(error).toHaveBeenCalled()
    expect(JSON.stringify(error.mock.calls)).not.toContain(email)
  })

  it('refuses a request without a usable e-mail address with 400 and a field message', async () => {
    for (const [body, message] of [
      [{}, 'Enter an email address'],
      [{ email: '' }, 'Enter an email address'],
      [{ email: 12345 }, 'Enter an email address'],
      [{ email: 'not-an-address' }, 'Email must be valid'],
    ] as const) {
      const res = await forgot(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body, JSON.stringify(body)).toMatchObject({
        errors: [{ data: { errors: [{ path: 'email', message }] } }],
      })
    }
  })
})
