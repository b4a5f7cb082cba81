import type { needHelpCopy } from '../../../domain/banners/needHelp'
import { TEXT_LINK } from '../../_core/shared/styles'
import { Flag } from './Flag'

type Props = {
  copy: ReturnType<typeof needHelpCopy>
  /** The number as people read it. */
  phone: string
  /** A tel: address, or null when the number cannot be dialled. */
  phoneHref: string | null
}

/**
 * One language's need-help line. The whole banner carries its language (lang), so screen readers speak
 * it with the right voice; it keeps its own light palette so it reads on any section.
 */
export function NeedHelpBanner({ copy, phone, phoneHref }: Props) {
  return (
    <div
      lang={copy.language}
      className="flex flex-col gap-2 rounded-lg border border-line bg-surface px-5 py-4 text-ink [--focus-ring:var(--color-brand-700)] sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-6"
    >
      <p className="flex items-center gap-2 font-semibold text-brand-900">
        <Flag language={copy.language} />
        {copy.languageName}
      </p>
      <p className="flex-1">
        {copy.text}{' '}
        {phoneHref ? (
          <a href={phoneHref} className={`${TEXT_LINK} font-semibold whitespace-nowrap`}>
            {phone}
          </a>
        ) : (
          <span className="font-semibold whitespace-nowrap">{phone}</span>
        )}
      </p>
      <p className="text-sm text-muted">{copy.hours}</p>
    </div>
  )
}
