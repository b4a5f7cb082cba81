'use client'

import { useEffect, type ComponentPropsWithRef } from 'react'

type Props = ComponentPropsWithRef<'button'> & {
  /** Radix sets this on a dialog's trigger: 'open' or 'closed'. */
  'data-state'?: string
  /** The form was sent: the button hides (spec §4), and its dialog's closing is reported once. */
  done: boolean
  onDialogClosed: () => void
}

/**
 * The 'Contact a local {brand} dealer' button. It stays mounted, hidden, after a sent form, so the dialog it
 * opened keeps its success text on screen. When that dialog closes it hands the focus back to this button,
 * which a browser cannot focus while hidden: the page learns of the closing and moves the focus to the
 * 'Congrats!' panel instead, and should the button receive the focus all the same, it passes it on.
 */
export function ContactTrigger({ done, onDialogClosed, className, onFocus, ...props }: Props) {
  const state = props['data-state']
  useEffect(() => {
    if (done && state === 'closed') onDialogClosed()
  }, [done, state, onDialogClosed])
  return (
    <button
      type="button"
      {...props}
      onFocus={(event) => {
        onFocus?.(event)
        if (done) onDialogClosed()
      }}
      hidden={done}
      className={`inline-flex h-11 items-center justify-center rounded-md bg-accent-600 px-5 font-semibold text-white hover:bg-accent-700 ${className ?? ''}`}
    />
  )
}
