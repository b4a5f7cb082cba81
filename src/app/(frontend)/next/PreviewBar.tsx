import { DraftBar } from '@/components/layout/DraftBar'

import { isPreviewing } from './previewSession'

/**
 * The draft bar on every page of the site while this browser previews drafts (the draft-mode cookie and a valid
 * staff session). Reading draft mode does not make a page dynamic: a page rendered ahead reads it as off, and
 * Next.js renders every page on demand for a request that carries the draft-mode cookie, so only such a
 * request gets here with it on (and only then is the session checked).
 */
export async function PreviewBar() {
  return (await isPreviewing()) ? <DraftBar /> : null
}
