import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterEach, describe, expect, it } from 'vitest'

import { emailAdapter, parseSender, withTimeouts } from '.'

const payloadStub = {} as Payload
const servers: SMTPServer[] = []
afterEach(() => Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(() => r(null))))))

/** A real SMTP server on a free port that keeps what it receives. */
async function startSmtp(): Promise<{ url: string; received: string[] }> {
  const received: string[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'))
        done()
      })
    },
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return { url: `smtp://127.0.0.1:${port}`, received }
}

describe('e-mail adapter', () => {
  it('sends through SMTP_URL from MAIL_FROM', async () => {
    const smtp = await startSmtp()
    const adapter = await emailAdapter({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Alderline website <web@example.com>',
      OUTBOX_DIR: '/nonexistent',
    })
    await adapter({ payload: payloadStub }).sendEmail({
      to: 'dealer@example.com',
      subject: 'New request',
      text: 'Hello',
    })
    expect(smtp.received).toHaveLength(1)
    expect(smtp.received[0]).toMatch(/^From: Alderline website <web@example.com>\r?$/m)
    expect(smtp.received[0]).toMatch(/^Subject: New request\r?$/m)
  })

  it('writes an .eml file to the outbox when no SMTP server is configured', async () => {
    const outbox = path.join(mkdtempSync(path.join(tmpdir(), 'outbox-')), 'outbox')
    const adapter = await emailAdapter({
      SMTP_URL: undefined,
      MAIL_FROM: 'Website <no-reply@localhost>',
      OUTBOX_DIR: outbox,
    })
    await adapter({ payload: payloadStub }).sendEmail({
      to: 'dealer@example.com',
      subject: 'Saved',
      text: 'Body text',
    })
    const files = readdirSync(outbox)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f]{8}\.eml$/)
    const raw = readFileSync(path.join(outbox, files[0] ?? ''), 'utf8')
    expect(raw).toMatch(/^To: dealer@example.com\r?$/m)
    expect(raw).toContain('Body text')
  })

  it('reads a sender with or without a display name', () => {
    expect(parseSender('Alderline website <web@example.com>')).toEqual({
      name: 'Alderline website',
      address: 'web@example.com',
    })
    expect(parseSender('"Quoted Name" <q@example.com>')).toEqual({
      name: 'Quoted Name',
      address: 'q@example.com',
    })
    expect(parseSender('plain@example.com')).toEqual({ name: '', address: 'plain@example.com' })
  })
})

describe('the SMTP time limits', () => {
  it('are added to the address, so one delivery attempt ends within a lead’s lease', () => {
    const url = new URL(withTimeouts('smtp://mailer:p%40ss@mail.example.com:587'))
    expect(Object.fromEntries(url.searchParams)).toEqual({
      connectionTimeout: '10000',
      greetingTimeout: '10000',
      socketTimeout: '20000',
    })
    expect([url.username, decodeURIComponent(url.password), url.host]).toEqual([
      'mailer',
      'p@ss',
      'mail.example.com:587',
    ])
  })

  it('leave a limit the address sets itself', () => {
    const url = new URL(withTimeouts('smtps://mail.example.com?socketTimeout=60000'))
    expect(url.searchParams.get('socketTimeout')).toBe('60000')
    expect(url.searchParams.get('connectionTimeout')).toBe('10000')
  })
})
