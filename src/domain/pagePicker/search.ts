/** How many pages the picker lists at once (the search narrows them). */
export const PICKER_LIMIT = 20

export type PickerPage = { id: number | string; title?: string | null; path?: string | null }

/**
 * The pages whose title or address holds every word typed (Payload's `like`: each word, in any order, any
 * case), so "find your" and "/find-your" find "Find your dealer" at /find-your-dealer. No words: every page.
 */
export function pageSearchWhere(search: string): { or: Record<string, { like: string }>[] } | undefined {
  const typed = search.trim()
  if (!typed) return undefined
  return { or: [{ title: { like: typed } }, { path: { like: typed } }] }
}

/** The REST query the picker sends to /api/pages: drafts included, only the title and address, by title. */
export function pageSearchQuery(search: string): string {
  const params = new URLSearchParams({
    depth: '0',
    draft: 'true',
    limit: String(PICKER_LIMIT),
    sort: 'title',
    'select[title]': 'true',
    'select[path]': 'true',
  })
  const typed = search.trim()
  if (typed) {
    params.set('where[or][0][title][like]', typed)
    params.set('where[or][1][path][like]', typed)
  }
  return params.toString()
}

/** A page as the picker names it: its title with its address beside it, so two like titles are told apart. */
export function pageOptionLabel(page: PickerPage): string {
  const title = page.title?.trim() || 'Untitled page'
  return page.path ? `${title} — ${page.path}` : title
}
