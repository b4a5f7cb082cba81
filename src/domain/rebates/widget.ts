import { isExternalHref, safeHref } from '../url'

/**
 * The optional third-party rebate widget (spec §7) is one script, named in the site settings. Only an
 * https address of another site is loaded; anything else loads nothing.
 */
export function widgetScriptSrc(url: string | null | undefined): string | null {
  if (!url || !/^https:\/\//i.test(url.trim())) return null
  const href = safeHref(url)
  return href && isExternalHref(href) ? href : null
}

export const WIDGET_URL_MESSAGE = 'Enter the full https:// address of the widget’s script, or leave it empty.'

export function validateWidgetScriptUrl(value: string | null | undefined): true | string {
  if (!value) return true
  return widgetScriptSrc(value) ? true : WIDGET_URL_MESSAGE
}
