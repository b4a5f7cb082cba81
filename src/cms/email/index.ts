import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { EmailAdapter } from 'payload'
import nodemailer from 'nodemailer'

import type { Env } from '../../config/env'
import { outboxTransport } from './outboxTransport'

/** 'Alderline website <no-reply@example.com>' → its display name and address. */
export function parseSender(from: string): { name: string; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^<>\s]+)>\s*$/.exec(from)
  return match ? { name: match[1] ?? '', address: match[2] ?? '' } : { name: '', address: from.trim() }
}

/**
 * An SMTP address with time limits, unless it sets its own: a send gives up after 10 s of connecting or of
 * waiting for the greeting and after 20 s of silence, so one delivery attempt ends well within a lead's lease
 * (cms/jobs/leadLease.ts) and a server that hangs costs a retry, not a stuck lead.
 */
export function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl)
  const limits = { connectionTimeout: '10000', greetingTimeout: '10000', socketTimeout: '20000' }
  for (const [name, value] of Object.entries(limits))
    if (!url.searchParams.has(name)) url.searchParams.set(name, value)
  return url.toString()
}

/**
 * Payload's e-mail adapter: SMTP through SMTP_URL, else .eml files in the outbox folder. The transport is
 * not probed at start (an SMTP server that is briefly away must not stop the site); a failed send raises
 * an error to its caller, which logs it without the recipient's address.
 */
export function emailAdapter(config: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'OUTBOX_DIR'>): Promise<EmailAdapter> {
  const sender = parseSender(config.MAIL_FROM)
  const transport = config.SMTP_URL
    ? nodemailer.createTransport(withTimeouts(config.SMTP_URL))
    : nodemailer.createTransport(outboxTransport(config.OUTBOX_DIR))
  return nodemailerAdapter({
    defaultFromAddress: sender.address,
    defaultFromName: sender.name,
    transport,
    skipVerify: true,
  })
}
