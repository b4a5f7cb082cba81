import { FOCUS_RING } from './styles'
import { safeHref } from '../../../domain/url'
import { localizedHref } from '../../../i18n/localeLinks'

// The site's primary call to action (white on the accent red, 5.3:1), with a 44 px touch target.
const ACTION = `inline-flex min-h-11 items-center justify-center rounded-md bg-accent-600 px-5 py-2.5 text-base font-semibold text-white transition-colors hover:bg-accent-700 ${FOCUS_RING}`

type Props = { href: string | null | undefined; label: string | null | undefined }

/**
 * A call-to-action link of the marketing blocks. Nothing is rendered without a label or when the address
 * fails the link rule, so a half-filled or unsafe call to action never shows.
 */
export function ActionLink({ href, label }: Props) {
  const safe = localizedHref(safeHref(href))
  if (!safe || !label?.trim()) return null
  return (
    <a href={safe} className={ACTION}>
      {label}
    </a>
  )
}
