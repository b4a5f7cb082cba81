import { useTranslations } from 'next-intl'
import type React from 'react'

import type { HtmlBlock } from '@/payload-types'

import { PROSE } from '../../_core/shared/styles'
import { sanitizeHtml } from './sanitize'

// Pasted markup has no classes, so links, media and tables are styled from the container.
const EMBED_STYLES = [
  '[&_a]:font-medium [&_a]:underline [&_a]:underline-offset-4',
  '[&_a:focus-visible]:outline-2 [&_a:focus-visible]:outline-offset-2',
  '[&_a:focus-visible]:outline-[color:var(--focus-ring,var(--color-brand-700))]',
  '[&_img]:h-auto [&_img]:max-w-full [&_iframe]:aspect-video [&_iframe]:h-auto [&_iframe]:w-full',
  '[&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-current/20 [&_td]:p-2',
  '[&_th]:border [&_th]:border-current/20 [&_th]:p-2 [&_th]:text-left',
].join(' ')

export const HtmlComponent: React.FC<HtmlBlock> = ({ html }) => {
  // Cleaned on every render, not on save: rules tightened later also protect content saved earlier.
  const t = useTranslations('blocks.video')
  const clean = sanitizeHtml(html, t('embedded'))
  if (!clean) return null
  return <div className={`${PROSE} ${EMBED_STYLES}`} dangerouslySetInnerHTML={{ __html: clean }} />
}
