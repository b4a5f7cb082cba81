import { randomUUID } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { Transport } from 'nodemailer'
import type MailMessage from 'nodemailer/lib/mailer/mail-message'
import type SMTPTransport from 'nodemailer/lib/smtp-transport'

/** A file name that sorts by time and never collides: 2026-11-23T01-02-03-456Z-1a2b3c4d.eml */
const fileName = (now: Date) => `${now.toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`

const build = (mail: MailMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => mail.message.build((error, raw) => (error ? reject(error) : resolve(raw))))

/**
 * A nodemailer transport that writes each message, exactly as it would go over SMTP, to an .eml file in the
 * outbox folder (any mail program opens them). Used when no SMTP server is configured, so a fresh install
 * can read what the site sends. The file is written under a temporary name and renamed, so a reader never
 * sees half a message.
 */
export function outboxTransport(dir: string): Transport<SMTPTransport.SentMessageInfo> {
  return {
    name: 'outbox',
    version: '1',
    send(mail, done) {
      void (async (): Promise<SMTPTransport.SentMessageInfo> => {
        const raw = await build(mail)
        await mkdir(dir, { recursive: true })
        const file = path.join(dir, fileName(new Date()))
        await writeFile(`${file}.partial`, raw, { mode: 0o600 })
        await rename(`${file}.partial`, file)
        const envelope = mail.message.getEnvelope()
        return {
          envelope: { from: typeof envelope.from === 'string' ? envelope.from : false, to: envelope.to },
          messageId: mail.message.messageId(),
          accepted: envelope.to,
          rejected: [],
          pending: [],
          response: `written to ${path.basename(file)}`,
        }
      })().then(
        (info) => done(null, info),
        (error: Error) => done(error, undefined as never),
      )
    },
  }
}
