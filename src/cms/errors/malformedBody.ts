import type { AfterErrorHook } from 'payload'

/**
 * A multipart request whose `_payload` field is not JSON: Payload parses the field without catching the
 * SyntaxError, which would answer 500. It is the client's mistake, so it answers 400 (the site's REST route
 * refuses a malformed JSON body before Payload reads it; this covers the JSON inside a form). The error is
 * logged as one info line (loggingLevels in payload.config.ts).
 */
export const malformedBodyIs400: AfterErrorHook = ({ error }) => {
  if (!(error instanceof SyntaxError)) return
  return { status: 400, response: { errors: [{ message: 'The request body is not valid JSON.' }] } }
}
