import {
  FIND_MORE_LABEL,
  FIND_MORE_PATH,
  NO_DEALERS_SUPPORT_HOURS,
  zeroDealersTitle,
  type ZeroResultVariant,
} from '@/domain/locator/messages'
import { telHref } from '@/domain/locator/dealerDisplay'
import { safeHref } from '@/domain/url'

type Props = { variant: ZeroResultVariant; zip: string; supportPhone: string }

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900'

// A plain link keeps the specification's address (/find-a-dealer/) as written: another route, a full load.
function FindMore() {
  return (
    <a href={safeHref(FIND_MORE_PATH) ?? '/'} className={LINK}>
      {FIND_MORE_LABEL}
    </a>
  )
}

/** What a search with no dealers at all shows: one of the three variants of spec §8, chosen in the block. */
export function ZeroResults({ variant, zip, supportPhone }: Props) {
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
          No dealers found near {zip}. <FindMore />
        </p>
      </div>
    )
  }
  return (
    <div className={box} role="status">
      <h3 className="text-xl font-bold text-brand-900">{zeroDealersTitle(zip)}</h3>
      <p className="mt-2">The zip code may be mistyped, or there are no dealers in this area yet.</p>
      <p className="mt-2">
        <FindMore />
      </p>
    </div>
  )
}
