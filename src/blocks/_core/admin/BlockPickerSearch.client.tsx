'use client'

import { useEffect, type ReactNode } from 'react'

import { matchesBlock, type BlockSearchIndex } from './blockSearch'

/** Payload 3.90's blocks drawer (@payloadcms/ui fields/Blocks/BlockSelector): its search box, cards and groups. */
const SEARCH_INPUT = '.block-search__input'
const SEARCH_BOX = '.block-search'
const CARD = '.blocks-drawer__block'
const GROUP = '.blocks-drawer__block-group'
const STATUS_CLASS = 'block-picker-search__status'
/** A card's block type, from its thumbnail's address (_core/admin/withThumbnails.ts). */
const THUMBNAIL_SLUG = /\/block-thumbnails\/([A-Za-z0-9_-]+)\.svg$/

function slugOf(card: Element): string | undefined {
  const src = card.querySelector('img')?.getAttribute('src') ?? ''
  return THUMBNAIL_SLUG.exec(src)?.[1]
}

const show = (element: HTMLElement, shown: boolean) => {
  element.style.display = shown ? '' : 'none'
}

/** The line under the search box that says how many blocks match, read out as it changes. */
function statusLine(box: Element): HTMLElement {
  const existing = box.parentElement?.querySelector<HTMLElement>(`.${STATUS_CLASS}`)
  if (existing) return existing
  const line = document.createElement('p')
  line.className = STATUS_CLASS
  line.setAttribute('role', 'status')
  line.style.cssText = 'margin: 0 0 12px; color: var(--theme-elevation-800);'
  box.after(line)
  return line
}

/** Shows the cards that answer the query, and the groups that keep a card; says how many there are. */
export function filterDrawer(input: HTMLInputElement, index: BlockSearchIndex) {
  const box = input.closest(SEARCH_BOX)
  const drawer = box?.parentElement
  if (!box || !drawer) return
  const query = input.value
  let found = 0
  for (const card of drawer.querySelectorAll<HTMLElement>(CARD)) {
    const slug = slugOf(card)
    const entry = slug && Object.hasOwn(index, slug) ? index[slug]! : undefined
    const label = card.textContent ?? ''
    const match = matchesBlock(query, entry ?? { label, words: label })
    show(card, match)
    if (match) found++
  }
  for (const group of drawer.querySelectorAll<HTMLElement>(GROUP)) {
    show(
      group,
      [...group.querySelectorAll<HTMLElement>(CARD)].some((card) => card.style.display !== 'none'),
    )
  }
  const status = statusLine(box)
  const typed = query.trim()
  status.textContent = !typed
    ? ''
    : found === 0
      ? `No block matches “${typed}”. Try another word, such as banner, cards, form or columns.`
      : `${found} ${found === 1 ? 'block matches' : 'blocks match'} “${typed}”.`
}

/**
 * Makes the admin's 'Add block' search find blocks by their descriptions and keywords (blockSearch.ts), not
 * only by their names as Payload's drawer does. Mounted once around the admin (payload.config's providers): it
 * takes the drawer's search box's input before Payload's own handler, which would drop every block whose name
 * lacks the text, and shows or hides the drawer's cards itself.
 */
export function BlockPickerSearch({ children, index }: { children?: ReactNode; index: BlockSearchIndex }) {
  useEffect(() => {
    const onInput = (event: Event) => {
      const input = event.target
      if (!(input instanceof HTMLInputElement) || !input.matches(SEARCH_INPUT)) return
      // Caught on the window, before React's listener on the document: Payload's filter keeps every card.
      event.stopPropagation()
      filterDrawer(input, index)
    }
    window.addEventListener('input', onInput, true)
    window.addEventListener('change', onInput, true)
    return () => {
      window.removeEventListener('input', onInput, true)
      window.removeEventListener('change', onInput, true)
    }
  }, [index])
  return <>{children}</>
}
