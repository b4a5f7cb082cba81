'use client'

import { useEffect, useRef } from 'react'

/**
 * The confirmation that replaces a sent form. It takes focus, so keyboard and screen-reader users land on
 * it instead of on the page behind the removed form.
 */
export function SuccessMessage({ text, thanks }: { text: string; thanks?: string }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="space-y-2 rounded-md bg-brand-50 p-4 text-brand-900 focus:outline-none"
    >
      <p className="text-lg font-semibold">{text}</p>
      {thanks ? <p>{thanks}</p> : null}
    </div>
  )
}
