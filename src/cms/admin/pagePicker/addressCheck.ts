import type { Endpoint, PayloadRequest, TextField } from 'payload'
import { z } from 'zod'

import { isStaff } from '../../access'

/** The request: the address as typed, and the page it is for (none for a page not yet saved). */
const querySchema = z.object({
  path: z.string({ error: 'Give the address to check' }).max(500, 'An address is at most 500 characters'),
  id: z.coerce
    .number({ error: 'A page id is a whole number' })
    .int('A page id is a whole number')
    .positive('A page id is a whole number')
    .optional(),
})

const json = (body: object, status: number) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

type Validate = (
  value: string,
  options: { req: PayloadRequest; id?: number },
) => Promise<string | true> | string | true

/**
 * GET /api/pages/address-check?path=/find-your-dealer[&id=12], for staff: `{ message }` is what the server says
 * of that address when the page is saved (the path field's own validate in collections/Pages: a taken address
 * names its page, a reserved or malformed one says why), or null when it is free. The admin's address field asks
 * it as the address changes on a page not yet saved, where Payload checks fields only once the form is submitted.
 */
export const addressCheckEndpoint: Endpoint = {
  path: '/address-check',
  method: 'get',
  handler: async (req) => {
    if (!isStaff({ req })) return json({ error: 'Sign in to the admin to check page addresses' }, 403)
    const params = req.searchParams
    const parsed = querySchema.safeParse({
      path: params.get('path') ?? undefined,
      id: params.get('id') || undefined,
    })
    if (!parsed.success) {
      const fields = Object.fromEntries(
        parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
      )
      return json({ error: 'Invalid request', fields }, 400)
    }
    const field = req.payload.collections.pages.config.fields.find(
      (f): f is TextField => 'name' in f && f.name === 'path',
    )
    const validate = field?.validate as Validate | undefined
    if (!validate) return json({ message: null }, 200)
    const result = await validate(parsed.data.path, { req, id: parsed.data.id })
    return json({ message: result === true ? null : result }, 200)
  },
}
