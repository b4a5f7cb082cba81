import type { LocalDealer } from './useLocalDealer.client'

/** Says where the request goes, or why it cannot go yet; read out as it changes. */
export function LocalDealerNote({ local }: { local: LocalDealer }) {
  const text =
    local.status === 'found'
      ? `Your request goes to ${local.dealer.name}, your local dealer.`
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
