import type { AfterErrorHook } from 'payload'

type FieldError = { path?: unknown; message?: unknown }

/**
 * The answer's message for a refusal whose fields each say why (a redirect loop, an address another page holds,
 * 'Heading 3: Text is required.'): their explanations, in place of Payload's 'The following field is invalid:
 * from'. The admin's toast shows this message and reads the text after its first colon as a comma-separated
 * list of field names, so a message with a comma after a colon keeps Payload's (its explanation still reaches
 * the field). Bare 'required' errors keep Payload's message, which names the fields.
 */
export function refusalMessage(errors: readonly FieldError[], required: string): string | null {
  const messages = errors.map((error) => error.message)
  if (messages.length === 0) return null
  if (!messages.every((message): message is string => typeof message === 'string' && message.trim() !== '')) {
    return null
  }
  if (messages.includes(required)) return null
  const joined = [...new Set(messages)].join(' ')
  const colon = joined.indexOf(':')
  return colon >= 0 && joined.includes(',', colon) ? null : joined
}

/** Rewrites the top message of a validation refusal's answer (REST and the admin's toast) to its explanation. */
export const explainRefusal: AfterErrorHook = ({ error, req, result }) => {
  if (error.name !== 'ValidationError') return
  const first = result?.errors?.[0]
  const fieldErrors: unknown = first?.data?.errors
  if (!result?.errors || !first || !Array.isArray(fieldErrors)) return
  const message = refusalMessage(fieldErrors as FieldError[], req.t('validation:required'))
  if (!message) return
  return { response: { ...result, errors: [{ ...first, message }, ...result.errors.slice(1)] } }
}
