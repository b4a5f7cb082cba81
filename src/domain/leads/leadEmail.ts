import { regionName } from './regions'
import { topicLabel } from './topics'

/**
 * The e-mail a lead sends to its dealer (or to customer service): a short, branded summary a person can
 * act on, in HTML and plain text. Pure, so it is tested without a mail server.
 */
export type LeadForEmail = {
  kind: 'CONTACT_DEALER' | 'BOOKING' | 'CUSTOMER_SERVICE'
  firstName: string
  lastName: string
  email: string
  phone: string
  addressLine1: string
  city: string
  state: string
  zip: string
  comments?: string | null
  topic?: string | null
  audience?: string | null
  preferredDate?: string | null
  window?: string | null
  /** The language of the site the homeowner used (en, es, fr-CA); English when absent. */
  language?: string | null
  createdAt: string
}

export type LeadEmail = { subject: string; text: string; html: string }

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

/** The site's languages as the dealer's (English) e-mail names them. */
export const LEAD_LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en: 'English',
  es: 'Spanish',
  'fr-CA': 'French (Canada)',
}

/** The e-mail's line on the homeowner's language: a dealer may answer in it. */
function languageLine(language: string | null | undefined): string {
  const name = LEAD_LANGUAGE_NAMES[language ?? 'en'] ?? LEAD_LANGUAGE_NAMES.en
  return language && language !== 'en' ? `${name} (the homeowner used the site in ${name})` : `${name}`
}

const HEADINGS = {
  CONTACT_DEALER: 'A homeowner asks you to contact them',
  BOOKING: 'A homeowner asks to book a visit',
  CUSTOMER_SERVICE: 'A message for customer service',
} as const

function rows(lead: LeadForEmail): Array<[string, string]> {
  const list: Array<[string, string | null | undefined]> = [
    ['Name', `${lead.firstName} ${lead.lastName}`],
    ['E-mail', lead.email],
    ['Phone', lead.phone],
    ['Address', `${lead.addressLine1}, ${lead.city}, ${regionName(lead.state) ?? lead.state} ${lead.zip}`],
    [
      'Who',
      lead.audience
        ? lead.audience[0]?.toUpperCase() + lead.audience.slice(1)
        : lead.kind === 'CUSTOMER_SERVICE'
          ? 'Homeowner (no dealer near their zip)'
          : null,
    ],
    ['Topic', lead.topic ? (topicLabel(lead.topic) ?? lead.topic) : null],
    ['Preferred day', lead.preferredDate],
    ['Time of day', lead.window],
    ['Comments', lead.comments],
    ['Language', languageLine(lead.language)],
    ['Received', new Date(lead.createdAt).toUTCString()],
  ]
  return list.filter((row): row is [string, string] => typeof row[1] === 'string' && row[1].trim() !== '')
}

export function renderLeadEmail(lead: LeadForEmail, brandName: string, recipientName: string): LeadEmail {
  const heading = HEADINGS[lead.kind]
  const subject = `${brandName}: ${heading.toLowerCase()} (${lead.firstName} ${lead.lastName})`
  const list = rows(lead)
  const reply = 'Reply to this e-mail to answer the homeowner directly.'
  const text = [
    `Hello ${recipientName},`,
    '',
    `${heading} through the ${brandName} website.`,
    '',
    ...list.map(([k, v]) => `${k}: ${v}`),
    '',
    reply,
  ].join('\n')
  const cells = list
    .map(
      ([k, v]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;color:#555;font-weight:600;vertical-align:top">${escapeHtml(k)}</th><td style="padding:4px 0">${escapeHtml(v).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('')
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;margin:0;padding:24px;background:#f5f6f8">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;overflow:hidden">
<div style="background:#0b3d91;color:#fff;padding:16px 24px;font-size:18px;font-weight:700">${escapeHtml(brandName)}</div>
<div style="padding:24px">
<p>Hello ${escapeHtml(recipientName)},</p>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>
<table role="presentation" style="border-collapse:collapse;font-size:15px">${cells}</table>
<p style="margin-top:24px;color:#555">${escapeHtml(reply)}</p>
</div></div></body></html>`
  return { subject, text, html }
}
