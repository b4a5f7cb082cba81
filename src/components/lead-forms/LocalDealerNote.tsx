import type { LocalDealer } from './useLocalDealer.client'

export const SERVICE_FALLBACK_NOTE = 'We’ll send this to our customer service team.'

export const fartherDealerNote = (name: string, miles: number): string =>
  `We’ll send this to ${name}, the nearest dealer, ${miles} ${miles === 1 ? 'mile' : 'miles'} away.`

/**
 * Says where the request goes, or why it cannot go yet; read out as it changes. With `serviceFallback` (the
 * home form) a zip with no dealer near it, or no answer, sends the request to customer service, and it says so.
 */
export function LocalDealerNote({
  local,
  serviceFallback = false,
}: {
  local: LocalDealer
  serviceFallback?: boolean
}) {
  const text =
    local.status === 'found' && local.dealer.fartherMiles !== undefined
      ? fartherDealerNote(local.dealer.name, local.dealer.fartherMiles)
      : local.status === 'found'
        ? `Your request goes to ${local.dealer.name}, your local dealer.`
        : serviceFallback && (local.status === 'none' || local.status === 'failed')
          ? SERVICE_FALLBACK_NOTE
          : local.status === 'searching'
            ? 'Finding your local dealer…'
            : local.status === 'none'
              ? `We couldn’t find a dealer near ${local.zip}. Please check your zip/postal code.`
              : local.status === 'failed'
                ? 'We couldn’t look up your local dealer just now. Please try again in a moment.'
                : 'Enter your zip/postal code to find your local dealer.'
  return (
    <p aria-live="polite" className="text-sm text-muted">
      {text}
    </p>
  )
}
