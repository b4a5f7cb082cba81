import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { isEmailAddress } from '../../../../domain/leads/rules'
import { hasAdminRole } from '../../../access'

const bodySchema = z.object({
  email: z
    .string({ error: 'Enter the e-mail address to erase' })
    .trim()
    .toLowerCase()
    .refine(isEmailAddress, 'Enter a valid e-mail address'),
})

const json = (body: object, status: number) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

async function readBody(req: PayloadRequest): Promise<unknown> {
  try {
    return req.json ? await req.json() : undefined
  } catch {
    return undefined
  }
}

/** Deletes every lead and newsletter sign-up of one address; answers how many of each went. */
export async function eraseByEmail(req: PayloadRequest, email: string) {
  const where = { email: { equals: email } }
  const leads = await req.payload.delete({ collection: 'leads', where, req, overrideAccess: true })
  const signups = await req.payload.delete({
    collection: 'newsletter-signups',
    where,
    req,
    overrideAccess: true,
  })
  return { leads: leads.docs.length, newsletterSignups: signups.docs.length }
}

/**
 * POST /api/leads/erase `{ email }`: a privacy request, done in one action by a signed-in admin. The address
 * travels in the body, never in the URL, and is not logged.
 */
export const eraseLeadsEndpoint: Endpoint = {
  path: '/erase',
  method: 'post',
  handler: async (req) => {
    if (!hasAdminRole({ req })) return json({ error: 'Sign in as an admin to erase personal data' }, 403)
    const parsed = bodySchema.safeParse(await readBody(req))
    if (!parsed.success) {
      return json(
        { error: 'Invalid request', fields: { email: parsed.error.issues[0]?.message ?? 'Invalid' } },
        400,
      )
    }
    return json({ erased: await eraseByEmail(req, parsed.data.email) }, 200)
  },
}
