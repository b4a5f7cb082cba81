import type { FocusEvent } from 'react'

/**
 * Whether focus leaves a field for its own form's submit button (a press or a Tab). The field is then not
 * checked on its way out: the submit that follows checks every field at once, and a message shown in between
 * could move the button from under a pointer still pressing it, so the press would land on nothing.
 */
export function isLeavingForSubmit(event: FocusEvent<Element>): boolean {
  const next = event.relatedTarget
  return (
    next instanceof HTMLButtonElement &&
    next.type === 'submit' &&
    next.form !== null &&
    next.form.contains(event.currentTarget)
  )
}
