import { Fragment, type ReactNode } from 'react'

import type { Locale } from '@/config/locales'

import { formatMessage, type MessageArgs } from './icu'

/** What `t.rich` takes: the message's arguments, any of which may be an element (a link, a bold name). */
export type RichArgs = Record<string, string | number | ReactNode>

export type Translator<M extends Record<string, string>> = {
  (key: keyof M & string, args?: MessageArgs): string
  /** The message with elements in it, as React children (the text around them stays as it is). */
  rich: (key: keyof M & string, args: RichArgs) => ReactNode[]
  locale: Locale
}

const MARK = '\u0000'

/**
 * A namespace's messages as a `t(key, args)` (through the small ICU formatter of icu.ts). A message the
 * namespace lacks falls back to its English, so a locale's catalogue missing a key (catalogue.test.ts refuses
 * that) would still show words.
 */
export function translator<M extends Record<string, string>>(
  english: M,
  own: Partial<M> | undefined,
  locale: Locale,
): Translator<M> {
  const message = (key: keyof M & string): string => own?.[key] ?? (english[key] as string)
  const t = (key: keyof M & string, args?: MessageArgs) => formatMessage(message(key), args, locale)
  t.rich = (key: keyof M & string, args: RichArgs): ReactNode[] => {
    const nodes: ReactNode[] = []
    const plain: MessageArgs = {}
    for (const [name, value] of Object.entries(args)) {
      if (typeof value === 'string' || typeof value === 'number') plain[name] = value
      else plain[name] = `${MARK}${nodes.push(value) - 1}${MARK}`
    }
    return formatMessage(message(key), plain, locale)
      .split(new RegExp(`${MARK}(\\d+)${MARK}`))
      .map((part, index) => (index % 2 ? <Fragment key={index}>{nodes[Number(part)]}</Fragment> : part))
      .filter((part) => part !== '')
  }
  t.locale = locale
  return t
}
