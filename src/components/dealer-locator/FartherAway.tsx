import { CUSTOMER_SERVICE_INTRO, fartherAwayTitle, NO_DEALERS_SUPPORT_HOURS } from '@/domain/locator/messages'
import { telHref } from '@/domain/locator/dealerDisplay'
import { safeHref } from '@/domain/url'

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900'

/** The customer-service line: the other way forward when no dealer serves a zip (a span: it may sit in a paragraph). */
export function CustomerServiceLine({ supportPhone }: { supportPhone: string }) {
  const tel = safeHref(telHref(supportPhone))
  return (
    <span className="mt-2 block" data-testid="customer-service-line">
      {CUSTOMER_SERVICE_INTRO}{' '}
      {tel ? (
        <a href={tel} className={LINK}>
          {supportPhone}
        </a>
      ) : (
        supportPhone
      )}
      , {NO_DEALERS_SUPPORT_HOURS}.
    </span>
  )
}

/**
 * Above the nearest dealers the search answers when none serves the zip (searchInfo.kind `nearest`): they
 * are farther away than usual, and customer service is the other way forward.
 */
export function FartherAway({ zip, supportPhone }: { zip: string; supportPhone: string }) {
  return (
    <div className="rounded-lg border border-line bg-surface p-6" role="status" data-testid="farther-away">
      <h3 className="text-xl font-bold text-brand-900">{fartherAwayTitle(zip)}</h3>
      {supportPhone ? <CustomerServiceLine supportPhone={supportPhone} /> : null}
    </div>
  )
}
