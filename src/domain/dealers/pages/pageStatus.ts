import * as z from '../../zod'

const DEALER_PAGE = /^\/dealers\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+\/$/

/** GET /api/v1/dealers/page-status?path=: what a dealer page address answers (the server's 410 comes from it). */
export const pageStatusQuerySchema = z.strictObject({
  path: z
    .string({ error: 'Give a dealer page address.' })
    .regex(DEALER_PAGE, { error: 'Use a dealer page address: /dealers/<state>/<city>/<name>/.' }),
})

export const pageStatusResponseSchema = z.strictObject({
  path: z.string(),
  status: z.union([z.literal(200), z.literal(308), z.literal(404), z.literal(410)]),
  location: z.string().optional(),
})

export type PageStatusResponse = z.infer<typeof pageStatusResponseSchema>

/** Whether a request path may be a dealer page (with or without its trailing slash). */
export const isDealerPagePath = (path: string): boolean =>
  DEALER_PAGE.test(path.endsWith('/') ? path : `${path}/`)
