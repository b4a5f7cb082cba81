'use client'

import { lazy } from 'react'

const load = () => import('./DialogPanel.client')

/**
 * The dialog's panel (Radix), loaded the first time a dialog opens: a page of dealer cards shows many triggers
 * and seldom a dialog, so the page's load does not carry the code of a dialog nobody opened.
 */
export const LazyDialogPanel = lazy(() => load().then((m) => ({ default: m.DialogPanel })))

/** Fetches the panel's code ahead of a likely open (the pointer or the focus on a trigger). */
export function prefetchDialogPanel(): void {
  load().catch(() => undefined)
}
