import { KM_PER_MILE, usesKilometres } from '@/i18n/format'
import { useMessages } from '@/i18n/useMessages.client'

import { LEAD_FORM_MESSAGES } from './messages'
import type { LocalDealer } from './useLocalDealer.client'

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
  const t = useMessages('leadForms', LEAD_FORM_MESSAGES)
  // Miles, or whole kilometres where the page's language measures in them (Quebec).
  const away = (miles: number) => (usesKilometres(t.locale) ? Math.round(miles * KM_PER_MILE) : miles)
  const text =
    local.status === 'found' && local.dealer.fartherMiles !== undefined
      ? t('dealerFarther', { name: local.dealer.name, count: away(local.dealer.fartherMiles) })
      : local.status === 'found'
        ? t('dealerLocal', { name: local.dealer.name })
        : serviceFallback && (local.status === 'none' || local.status === 'failed')
          ? t('dealerServiceFallback')
          : local.status === 'searching'
            ? t('dealerSearching')
            : local.status === 'none'
              ? t('dealerNone', { zip: local.zip })
              : local.status === 'failed'
                ? t('dealerFailed')
                : t('dealerEnterZip')
  return (
    <p aria-live="polite" className="text-sm text-muted">
      {text}
    </p>
  )
}
