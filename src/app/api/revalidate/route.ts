import { revalidatePath, revalidateTag } from 'next/cache'
import { z } from 'zod'

import { isLoopbackToken, REVALIDATE_TOKEN_HEADER } from '@/config/loopback'
import { apiHandler } from '@/lib/api/handler'
import { readJsonBody } from '@/lib/api/jsonBody'
import { jsonResponse, notFound } from '@/lib/api/responses'

const targets = z.object({
  tags: z.array(z.string().min(1).max(200)).max(100).default([]),
  paths: z.array(z.string().startsWith('/').max(500)).max(100).default([]),
  layout: z.boolean().default(false),
})

/**
 * Expires cached pages for work done outside a request on this same instance (config/loopback.ts). Anyone
 * without this process's token gets 404, as if there were nothing here.
 */
export const POST = apiHandler('revalidate', async (req) => {
  if (!isLoopbackToken(req.headers.get(REVALIDATE_TOKEN_HEADER))) return notFound('Not found')
  const body = await readJsonBody(req, targets)
  if (!body.ok) return body.response
  for (const tag of body.data.tags) revalidateTag(tag, { expire: 0 })
  for (const path of body.data.paths) revalidatePath(path)
  if (body.data.layout) revalidatePath('/', 'layout')
  return jsonResponse({ ok: true }, 200)
})
