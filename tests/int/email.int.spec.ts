import { readdirSync, readFileSync } from 'node:fs'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { env } from '@/config/env'

import { getTestPayload, testContext } from '../fixtures/payload'

let payload: Payload

const outbox = () => {
  try {
    return readdirSync(env().OUTBOX_DIR).filter((f) => f.endsWith('.eml'))
  } catch {
    return []
  }
}

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('e-mail without an SMTP server', () => {
  it('forgot-password stores a reset token and writes the message to the outbox, logging no address', async () => {
    const email = `forgetful-${Date.now()}@example.com`
    await payload.create({
      collection: 'users',
      data: { email, password: 'a-long-enough-password', roles: ['editor'] },
      context: testContext,
    })
    const before = new Set(outbox())
    const logged = [
      vi.spyOn(console, 'log'),
      vi.spyOn(console, 'info'),
      vi.spyOn(console, 'warn'),
      vi.spyOn(console, 'error'),
      vi.spyOn(process.stdout, 'write'),
    ]

    const token = await payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: false })

    const lines = logged.flatMap((spy) => spy.mock.calls.map((call) => call.map(String).join(' ')))
    logged.forEach((spy) => spy.mockRestore())
    expect(token).toMatch(/^[0-9a-f]{20,}$/)
    const added = outbox().filter((f) => !before.has(f))
    expect(added).toHaveLength(1)
    // Undo quoted-printable's soft line breaks to read the body as a mail program shows it.
    const message = readFileSync(`${env().OUTBOX_DIR}/${added[0]}`, 'utf8').replace(/=\r?\n/g, '')
    expect(message).toMatch(new RegExp(`^To: ${email}\r?$`, 'm'))
    expect(message).toContain(`/admin/reset/${token}`)
    expect(lines.filter((line) => line.includes(email))).toEqual([])
  })
})
