import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { z } from 'zod'

import { isValidPath, normalizePath } from '@/domain/paths'

import { hasStaffSession } from '../previewSession'

const query = z.object({ path: z.string().max(500).transform(normalizePath).refine(isValidPath) })

/** Turns on draft mode for a signed-in staff member and opens the page; everyone else gets 401. */
export async function GET(request: Request): Promise<Response> {
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success) return Response.json({ error: 'Invalid request', fields: { path: ['Enter a page path'] } }, { status: 400 })
  if (!(await hasStaffSession(request.headers))) {
    return Response.json({ error: 'Sign in to the admin to preview drafts.' }, { status: 401 })
  }
  ;(await draftMode()).enable()
  redirect(parsed.data.path)
}
