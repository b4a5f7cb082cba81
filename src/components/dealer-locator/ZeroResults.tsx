import {
  FIND_MORE_LABEL,
  FIND_MORE_PATH,
  NO_DEALERS_SUPPORT_HOURS,
  SEARCH_AGAIN_HINT,
  zeroDealersTitle,
  type ZeroResultVariant,
} from '@/domain/locator/messages'
import { telHref } from '@/domain/locator/dealerDisplay'
import { safeHref } from '@/domain/url'

import { CustomerServiceLine } from './FartherAway'

type Props = {
  variant: ZeroResultVariant
  zip: string
  supportPhone: string
  /** True on the page 'Find more dealers' leads to: the link would lead to itself, so the other ways show. */
  onFindMorePage?: boolean
}

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900'

// A plain link keeps the specification's address (/find-a-dealer/) as written: another route, a full load.
// On that page itself the link would go nowhere: a search again and customer service are the ways forward.
function FindMore({ here, supportPhone }: { here: boolean; supportPhone: string }) {
  if (here)
    return (
      <span className="block">
        <span className="block">{SEARCH_AGAIN_HINT}</span>
        {supportPhone ? <CustomerServiceLine supportPhone={supportPhone} /> : null}
      </span>
    )
  return (
    <a href={safeHref(FIND_MORE_PATH) ?? '/'} className={LINK}>
      {FIND_MORE_LABEL}
    </a>
  )
}

/** What a search with no dealers at all shows: one of the three variants of spec §8, chosen in the block. */
export function ZeroResults({ variant, zip, supportPhone, onFindMorePage = false }: Props) {
  const box = 'rounded-lg border border-line bg-surface p-6'
  if (variant === 'support') {
    const tel = safeHref(telHref(supportPhone))
    return (
      <div className={box} role="status">
        <h3 className="text-xl font-bold text-brand-900">Thank you for your interest</h3>
        <p className="mt-2">
          We couldn’t find a provider servicing {zip}, but our experts work with dealers in neighbouring zip
          codes and can help you find one.
        </p>
        <p className="mt-2">
          Call us at{' '}
          {tel ? (
            <a href={tel} className={LINK}>
              {supportPhone}
            </a>
          ) : (
            supportPhone
          )}
          , {NO_DEALERS_SUPPORT_HOURS}.
        </p>
      </div>
    )
  }
  if (variant === 'short') {
    return (
      <div className={box} role="status">
        <p>
          No dealers found near {zip}. <FindMore here={onFindMorePage} supportPhone={supportPhone} />
        </p>
      </div>
    )
  }
  return (
    <div className={box} role="status">
      <h3 className="text-xl font-bold text-brand-900">{zeroDealersTitle(zip)}</h3>
      <p className="mt-2">The zip code may be mistyped, or there are no dealers in this area yet.</p>
      <div className="mt-2">
        <FindMore here={onFindMorePage} supportPhone={supportPhone} />
      </div>
    </div>
  )
}
