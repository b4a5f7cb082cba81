'use client'

import { useRowLabel } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

type LinkRow = { label?: unknown; page?: unknown; url?: unknown }

const pageId = (page: unknown): string | null => {
  if (typeof page === 'number' || typeof page === 'string') return String(page)
  if (page && typeof page === 'object' && 'id' in page) return String((page as { id: unknown }).id)
  return null
}

/** The title of the picked page, read once per page picked. */
function usePageTitle(id: string | null): string | null {
  const [titles, setTitles] = useState<Record<string, string>>({})
  useEffect(() => {
    if (!id || titles[id] !== undefined) return
    const controller = new AbortController()
    fetch(`/api/pages/${encodeURIComponent(id)}?depth=0&draft=true&select[title]=true`, {
      credentials: 'include',
      signal: controller.signal,
    })
      .then((res) => (res.ok ? (res.json() as Promise<{ title?: unknown }>) : null))
      .then((doc) => {
        if (typeof doc?.title === 'string') setTitles((known) => ({ ...known, [id]: doc.title as string }))
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [id, titles])
  return id ? (titles[id] ?? null) : null
}

/**
 * A menu link's row in the header and footer editors: its own label, or the title of the page it links to as
 * soon as one is picked, or its address; a new empty row is 'Menu link 3'.
 */
export function NavLinkRowLabel({ singular = 'Link' }: { singular?: string }) {
  const { data, rowNumber } = useRowLabel<LinkRow>()
  const title = usePageTitle(pageId(data?.page))
  const own = typeof data?.label === 'string' ? data.label.trim() : ''
  const url = typeof data?.url === 'string' ? data.url.trim() : ''
  const name = own || title || url || `${singular} ${(rowNumber ?? 0) + 1}`
  return (
    <span className="nav-link-row-label" style={{ pointerEvents: 'none' }}>
      {name}
    </span>
  )
}
