'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * In the admin's live preview, re-renders the page each time the editor's draft is saved.
 * The admin posts 'payload-document-event' messages to the preview window and waits for a
 * 'payload-live-preview' ready message. (Payload's own listener package is published a version
 * behind Payload itself, which Payload's dependency check refuses.)
 */
export function LivePreviewListener({ serverURL }: { serverURL: string }) {
  const router = useRouter()
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data
      if (event.origin !== serverURL || typeof data !== 'object' || data === null) return
      if ((data as { type?: unknown }).type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    const parent = window.opener ?? window.parent
    if (parent && parent !== window) parent.postMessage({ type: 'payload-live-preview', ready: true }, serverURL)
    return () => window.removeEventListener('message', onMessage)
  }, [router, serverURL])
  return null
}
