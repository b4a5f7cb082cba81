import { FIND_MORE_PATH, type ZeroResultVariant } from '@/domain/locator/messages'
import { safeHref } from '@/domain/url'
import type { LocatorMessages } from '@/i18n/islandMessages'
import type { Translator } from '@/i18n/translator'

import { CustomerServiceLine, SupportPhone } from './FartherAway'

type Props = {
  variant: ZeroResultVariant
  zip: string
  supportPhone: string
  /** True on the page 'Find more dealers' leads to: the link would lead to itself, so the other ways show. */
  onFindMorePage?: boolean
  /** The locator's words, in the page's language. */
  t: Translator<LocatorMessages>
}

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900'

// A plain link keeps the specification's address (/find-a-dealer/) as written: another route, a full load.
// On that page itself the link would go nowhere: a search again and customer service are the ways forward.
function FindMore({
  here,
  supportPhone,
  t,
}: {
  here: boolean
  supportPhone: string
  t: Translator<LocatorMessages>
}) {
  if (here)
    return (
      <span className="block">
        <span className="block">{t('searchAgainHint')}</span>
        {supportPhone ? <CustomerServiceLine supportPhone={supportPhone} t={t} /> : null}
      </span>
    )
  return (
    <a href={safeHref(FIND_MORE_PATH) ?? '/'} className={LINK}>
      {t('findMore')}
    </a>
  )
}

/** What a search with no dealers at all shows: one of the three variants of spec §8, chosen in the block. */
export function ZeroResults({ variant, zip, supportPhone, onFindMorePage = false, t }: Props) {
  const box = 'rounded-lg border border-line bg-surface p-6'
  if (variant === 'support') {
    return (
      <div className={box} role="status">
        <h3 className="text-xl font-bold text-brand-900">{t('zeroSupportTitle')}</h3>
        <p className="mt-2">{t('zeroSupportBody', { zip })}</p>
        <p className="mt-2">
          {t.rich('zeroSupportCall', {
            phone: <SupportPhone supportPhone={supportPhone} />,
            hours: t('supportHours'),
          })}
        </p>
      </div>
    )
  }
  if (variant === 'short') {
    return (
      <div className={box} role="status">
        <p>
          {t('noDealersNear', { zip })} <FindMore here={onFindMorePage} supportPhone={supportPhone} t={t} />
        </p>
      </div>
    )
  }
  return (
    <div className={box} role="status">
      <h3 className="text-xl font-bold text-brand-900">{t('zeroTitle', { zip })}</h3>
      <p className="mt-2">{t('zeroNote')}</p>
      <div className="mt-2">
        <FindMore here={onFindMorePage} supportPhone={supportPhone} t={t} />
      </div>
    </div>
  )
}
