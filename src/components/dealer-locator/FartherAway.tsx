import { telHref } from '@/domain/locator/dealerDisplay'
import { safeHref } from '@/domain/url'
import type { LocatorMessages } from '@/i18n/islandMessages'
import type { Translator } from '@/i18n/translator'

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900'

type Words = { t: Translator<LocatorMessages> }

/** The support number, a tel: link when it is one. */
export function SupportPhone({ supportPhone }: { supportPhone: string }) {
  const tel = safeHref(telHref(supportPhone))
  return tel ? (
    <a href={tel} className={LINK}>
      {supportPhone}
    </a>
  ) : (
    supportPhone
  )
}

/** The customer-service line: the other way forward when no dealer serves a zip (a span: it may sit in a paragraph). */
export function CustomerServiceLine({ supportPhone, t }: { supportPhone: string } & Words) {
  return (
    <span className="mt-2 block" data-testid="customer-service-line">
      {t.rich('customerServiceLine', {
        phone: <SupportPhone supportPhone={supportPhone} />,
        hours: t('supportHours'),
      })}
    </span>
  )
}

/**
 * Above the nearest dealers the search answers when none serves the zip (searchInfo.kind `nearest`): they
 * are farther away than usual, and customer service is the other way forward.
 */
export function FartherAway({ zip, supportPhone, t }: { zip: string; supportPhone: string } & Words) {
  return (
    <div className="rounded-lg border border-line bg-surface p-6" role="status" data-testid="farther-away">
      <h3 className="text-xl font-bold text-brand-900">{t('fartherAway', { zip })}</h3>
      {supportPhone ? <CustomerServiceLine supportPhone={supportPhone} t={t} /> : null}
    </div>
  )
}
