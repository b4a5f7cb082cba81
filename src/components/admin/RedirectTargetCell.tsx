import type { Payload } from 'payload'

type Target = {
  type?: 'reference' | 'custom' | null
  url?: string | null
  reference?: {
    relationTo?: string
    value?: number | string | { path?: string | null; title?: string | null }
  } | null
}

/**
 * The redirects list's 'To' column: where the redirect sends visitors, the page's current address for a
 * picked page (it follows the page) or the typed address.
 */
export async function RedirectTargetCell({
  cellData,
  payload,
}: {
  cellData?: Target | null
  payload: Payload
}) {
  if (cellData?.type === 'custom') return <span>{cellData.url ?? '—'}</span>
  const value = cellData?.reference?.value
  if (value === undefined || value === null) return <span>—</span>
  const page =
    typeof value === 'object'
      ? value
      : await payload
          .findByID({
            collection: 'pages',
            id: value,
            depth: 0,
            select: { path: true, title: true },
            overrideAccess: true,
            trash: true,
          })
          .catch(() => null)
  if (!page) return <span>A page since deleted</span>
  return (
    <span>
      {page.path ?? '—'} <span style={{ opacity: 0.7 }}>({page.title ?? 'page'})</span>
    </span>
  )
}
