'use client'

import { useRowLabel } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { sectionIdOf, sectionRowLabel, sectionTitleIn } from './sectionLabel'

type Row = { section?: unknown; blockName?: unknown }

/** Titles read in this admin tab, by section id: a page that shows one section in several rows reads it once. */
const titles = new Map<string, Promise<string | null>>()

function readTitle(id: string): Promise<string | null> {
  let title = titles.get(id)
  if (!title) {
    title = fetch(`/api/sections/${encodeURIComponent(id)}?depth=0&select[title]=true`, {
      credentials: 'include',
    })
      .then((res) => (res.ok ? (res.json() as Promise<{ title?: unknown }>) : null))
      .then((doc) => sectionTitleIn(doc))
      .catch(() => null)
      // A failed read is tried again by the next row that asks, not remembered.
      .then((found) => {
        if (found === null) titles.delete(id)
        return found
      })
    titles.set(id, title)
  }
  return title
}

/** The title of the picked section, read once per section picked. */
function useSectionTitle(section: unknown): string | null {
  const id = sectionIdOf(section)
  const known = sectionTitleIn(section)
  const [read, setRead] = useState<{ id: string; title: string | null } | null>(null)
  useEffect(() => {
    if (!id || known) return
    let current = true
    void readTitle(id).then((title) => {
      if (current) setRead({ id, title })
    })
    return () => {
      current = false
    }
  }, [id, known])
  if (known) return known
  return id && read?.id === id ? read.title : null
}

/**
 * A 'Reusable section' row in the page editor names the section it shows ('03 Reusable section: Need help
 * banner'), as soon as one is picked, instead of the same words on every such row.
 */
export function SectionRowLabel({ blockLabel = 'Reusable section' }: { blockLabel?: string }) {
  const { data, rowNumber } = useRowLabel<Row>()
  const title = useSectionTitle(data?.section)
  return (
    <span className="block-row-label" style={{ pointerEvents: 'none' }}>
      {sectionRowLabel(blockLabel, rowNumber, title, data?.blockName)}
    </span>
  )
}
