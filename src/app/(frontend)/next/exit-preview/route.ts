import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { z } from 'zod'

import { env } from '@/config/env'
import { invalidRequest } from '@/lib/api/responses'

import { namedPagePath, returnAddressFrom } from '../exitTarget'

const query = z.object({
  path: z
    .string()
    .max(500, 'Enter a page path of at most 500 characters')
    .transform((raw, ctx) => {
      const path = namedPagePath(raw)
      if (path === null) ctx.addIssue({ code: 'custom', message: 'Enter a page path, such as /about' })
      return path ?? '/'
    })
    .optional(),
})

/**
 * Ends draft preview and returns to the published version of the page the visitor was on: the page the link
 * names (`?path=`), else the address the click came from (the draft bar is on every page of the site and
 * names none: exitTarget.ts), else the home page.
 */
export async function GET(request: Request): Promise<Response> {
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success) return invalidRequest(parsed.error)
  ;(await draftMode()).disable()
  const hosts = [request.headers.get('host') ?? '', new URL(env().SITE_URL).host].filter(Boolean)
  redirect(parsed.data.path ?? returnAddressFrom(request.headers.get('referer'), hosts))
}
