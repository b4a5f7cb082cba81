import { ERROR_TEXT } from '../styles'

/**
 * A field's message; the field points at it with aria-describedby while it shows. Its line is kept even when
 * empty, so a message appearing as a field is left (on blur, at the press of the submit button) moves nothing
 * below it and the press still lands on the button.
 */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p id={id} className={ERROR_TEXT}>
      {message ?? null}
    </p>
  )
}
