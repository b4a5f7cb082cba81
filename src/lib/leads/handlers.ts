import {
  LEAD_FORMS,
  type LeadForm,
  leadRequestSchemaFor,
  newsletterRequestSchema,
} from '../../domain/leads/schemas'
import { apiHandler } from '../api/handler'
import { dealerIdOf, findByKey, storeLead, storeSignup } from './commands'
import { brandFields, type FormApiDeps, submit } from './submission'

/** The form that sent the body, when it names one, so the 400 speaks that form's words. */
function formOf(raw: unknown): LeadForm {
  const form: unknown = raw && typeof raw === 'object' ? Reflect.get(raw, 'form') : undefined
  return LEAD_FORMS.find((f) => f === form) ?? 'dealer'
}

const filled = (website: string | undefined) => Boolean(website && website.trim() !== '')

/** POST /api/v1/leads → 201 `{ id }`. */
export function createLeadHandler(deps: FormApiDeps) {
  return apiHandler('leads', (req: Request) =>
    submit(req, deps, {
      schemaFor: (raw) => leadRequestSchemaFor(formOf(raw)),
      honeypot: (lead) => filled(lead.website),
      check: async (lead, payload) => {
        const problems = await brandFields(lead, deps.settings)
        if (lead.kind !== 'CUSTOMER_SERVICE') {
          const dealer = await dealerIdOf(payload, lead.companyId)
          if (dealer === null) problems.companyId = 'This dealer is not available; choose another dealer'
          else dealers.set(lead, dealer)
        }
        return problems
      },
      findByKey: (payload, key) => findByKey(payload, 'leads', key),
      store: (payload, lead, key, hash, spam) =>
        storeLead(payload, lead, dealers.get(lead) ?? null, { key, hash, spam }),
      answer: (id) => ({ id }),
    }),
  )
}

/** The dealer row found by `check`, handed to `store` for the same parsed request. */
const dealers = new WeakMap<object, number>()

/** POST /api/v1/newsletter → 201 `{ ok: true, id }`. */
export function createNewsletterHandler(deps: FormApiDeps) {
  return apiHandler('newsletter', (req: Request) =>
    submit(req, deps, {
      schemaFor: () => newsletterRequestSchema,
      honeypot: (signup) => filled(signup.website),
      check: async (signup) => brandFields(signup, deps.settings),
      findByKey: (payload, key) => findByKey(payload, 'newsletter-signups', key),
      store: (payload, signup, key, hash, spam) => storeSignup(payload, signup, { key, hash, spam }),
      answer: (id) => ({ ok: true, id }),
    }),
  )
}
