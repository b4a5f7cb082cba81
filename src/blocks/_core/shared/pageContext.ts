import { cache } from 'react'

export type RenderedPage = { path: string; title: string }

/**
 * The CMS page being rendered, set by the page route before its blocks render, for blocks that speak about
 * the page itself (share buttons share its address and title). React's cache() gives each server request
 * its own holder, so nothing leaks between requests and no block needs the page passed through every
 * container. Outside a page (tests, previews of a single block) it stays null.
 */
const holder = cache((): { page: RenderedPage | null } => ({ page: null }))

export function setRenderedPage(page: RenderedPage): void {
  holder().page = page
}

export const renderedPage = (): RenderedPage | null => holder().page
