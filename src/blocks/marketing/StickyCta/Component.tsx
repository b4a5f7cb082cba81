import { useTranslations } from 'next-intl'
import type React from 'react'

import type { StickyCtaBlock } from '@/payload-types'

import { pageOrUrlHref } from '../../_core/shared/pageLink'
import { STICKY_CTA_DEFAULT_PATH } from '../../../domain/banners/stickyCta'
import { LazyStickyCtaBar as StickyCtaBar } from './lazy.client'

/**
 * While the bar is fixed, the page gains room at its end as tall as the bar, so the bar never hides the
 * last of the page, and the browser keeps a focused element or an anchor clear of it (WCAG 2.4.11). One
 * rule for every bar, in the document's head; it needs no script.
 */
const ROOM_FOR_FIXED_BAR = [
  'body:has([data-sticky-cta="fixed"]){padding-bottom:4.5rem}',
  'html:has([data-sticky-cta="fixed"]){scroll-padding-bottom:5.5rem}',
].join('')

/**
 * The sticky call to action, by default to the build-your-own-system page (spec §2), which is also where it
 * leads while a picked page is unpublished.
 */
export const StickyCtaComponent: React.FC<StickyCtaBlock> = ({ page, url, label, text }) => {
  const t = useTranslations('blocks.stickyCta')
  const href = pageOrUrlHref(page, url) ?? STICKY_CTA_DEFAULT_PATH
  return (
    <>
      <style href="alderline-sticky-cta" precedence="medium">
        {ROOM_FOR_FIXED_BAR}
      </style>
      <StickyCtaBar href={href} label={label?.trim() || t('label')} text={text?.trim()} />
    </>
  )
}
