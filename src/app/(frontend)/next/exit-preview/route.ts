import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { isReservedPath, isValidPath, normalizePath } from '@/domain/paths'

/** Ends draft preview and returns to the page's published version (the home page when none is named). */
export async function GET(request: Request): Promise<Response> {
  ;(await draftMode()).disable()
  const requested = normalizePath(new URL(request.url).searchParams.get('path')?.slice(0, 500) ?? '/')
  redirect(isValidPath(requested) && !isReservedPath(requested) ? requested : '/')
}
