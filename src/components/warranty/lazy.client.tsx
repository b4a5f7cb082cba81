'use client'

import { deferredIsland } from '@/components/site/deferredIsland.client'

/*
 * The warranty dialog button as the blocks import it: rendered on the server, its code (Radix dialog, focus
 * trap, scroll lock) loaded by the browser only on a page that shows one (see
 * components/dealer-locator/lazy.client.tsx). The dialog's text comes from the server as children.
 */
export const LazyWarrantyDialogButton = deferredIsland(() =>
  import('./WarrantyDialogButton.client').then((m) => m.WarrantyDialogButton),
)
