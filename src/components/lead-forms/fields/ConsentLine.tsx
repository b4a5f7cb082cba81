import { CONSENT_TEXT } from '@/domain/leads/messages'

/** The consent line of §5; it sits right above the submit button, so it is read before sending. */
export function ConsentLine() {
  return <p className="text-sm text-muted">{CONSENT_TEXT}</p>
}
