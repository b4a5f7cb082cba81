import { ERROR_TEXT } from '../styles'

/** A field's message; the field points at it with aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className={ERROR_TEXT}>
      {message}
    </p>
  )
}
