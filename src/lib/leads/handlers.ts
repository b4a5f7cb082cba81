import {
  LEAD_FORMS,
  type LeadForm,
  leadRequestSchemaFor,
  newsletterRequestSchemaFor,
} from '../../domain/leads/schemas'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../config/locales'
import { leadMessagesOf } from '../../i18n/leadMessages'
import { apiHandler } from '../api/handler'
import { invalidRequest } from '../api/responses'
import { dealerIdOf, findByKey, storeLead, storeSignup } from './commands'
import {
  type Answer,
  answerStored,
  brandFields,
  fieldErrors,
  type FormApiDeps,
  receive,
  replay,
  trapped,
} from './submission'

/** The language a body names (`locale`), so the 400 speaks the visitor's; English otherwise. */
const messagesOf = (raw: unknown) =>
  leadMessagesOf(raw && typeof raw === 'object' ? Reflect.get(raw, 'locale') : undefined)

/** The language of the page a body came from (its `locale`), English when it names none the site speaks. */
function languageOf(raw: unknown): Locale {
  const locale: unknown = raw && typeof raw === 'object' ? Reflect.get(raw, 'locale') : undefined
  return isLocale(locale) ? locale : DEFAULT_LOCALE
}

/** The form that sent the body, when it names one, so the 400 speaks that form's words. */
function formOf(raw: unknown): LeadForm {
  const form: unknown = raw && typeof raw === 'object' ? Reflect.get(raw, 'form') : undefined
  return LEAD_FORMS.find((f) => f === form) ?? 'dealer'
}

const NO_DEALER = 'This dealer is not available; choose another dealer'
const leadAnswer: Answer = (id) => ({ id })
const signupAnswer: Answer = (id) => ({ ok: true, id })

/**
 * POST /api/v1/leads → 201 `{ id }`. Origin, Idempotency-Key and body; a replay of a key seen before; the
 * schema; brand and dealer; then the lead and its e-mail job stored in one transaction before the 201.
 *
 * A lead caught by the spam trap takes the same path to the end: checked, stored (flagged as spam, so it is
 * never delivered) and answered like any other, so its id comes from the same sequence and its key replays
 * and refuses another body the same way.
 */
export function createLeadHandler(deps: FormApiDeps) {
  return apiHandler('leads', async (req: Request) => {
    const received = await receive(req, deps)
    if (received instanceof Response) return received
    const { payload, key, hash, body } = received
    const seen = await findByKey(payload, 'leads', key)
    if (seen) return replay(seen, hash, leadAnswer)
    const parsed = leadRequestSchemaFor(formOf(body), messagesOf(body)).safeParse(body)
    if (!parsed.success) return invalidRequest(parsed.error)
    const lead = parsed.data
    const problems = await brandFields(lead, deps.settings)
    const dealer = lead.kind === 'CUSTOMER_SERVICE' ? null : await dealerIdOf(payload, lead.companyId)
    if (lead.kind !== 'CUSTOMER_SERVICE' && dealer === null) problems.companyId = NO_DEALER
    if (Object.keys(problems).length > 0) return fieldErrors(problems)
    const spam = trapped(lead.website)
    const stored = await storeLead(payload, lead, dealer, { key, hash, spam, language: languageOf(body) })
    return answerStored(stored, received, spam, deps, leadAnswer)
  })
}

/** POST /api/v1/newsletter → 201 `{ ok: true, id }`, on the same path as a lead without the dealer. */
export function createNewsletterHandler(deps: FormApiDeps) {
  return apiHandler('newsletter', async (req: Request) => {
    const received = await receive(req, deps)
    if (received instanceof Response) return received
    const { payload, key, hash, body } = received
    const seen = await findByKey(payload, 'newsletter-signups', key)
    if (seen) return replay(seen, hash, signupAnswer)
    const parsed = newsletterRequestSchemaFor(messagesOf(body)).safeParse(body)
    if (!parsed.success) return invalidRequest(parsed.error)
    const signup = parsed.data
    const problems = await brandFields(signup, deps.settings)
    if (Object.keys(problems).length > 0) return fieldErrors(problems)
    const spam = trapped(signup.website)
    const stored = await storeSignup(payload, signup, { key, hash, spam })
    return answerStored(stored, received, spam, deps, signupAnswer)
  })
}
