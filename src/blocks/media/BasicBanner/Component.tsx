import type React from 'react'

import type { BasicBannerBlock } from '@/payload-types'

import { pageOrUrlHref } from '../../_core/shared/pageLink'
import { FULL_BLEED } from '../../_core/shared/styles'
import { ButtonList } from '../../_core/shared/buttons/ButtonList'

type Background = BasicBannerBlock['backgroundColor']

// Each colour with a text colour that reads on it at WCAG AA (white on #c2372b is 5.4:1), and the focus-ring
// variables nested links use.
const SURFACE: Record<Background, string> = {
  brand:
    'bg-brand-700 text-white [--heading-color:var(--color-white)] [--focus-ring:var(--color-white)] [--focus-halo:var(--color-brand-700)]',
  dark: 'bg-brand-900 text-white [--heading-color:var(--color-white)] [--focus-ring:var(--color-white)] [--focus-halo:var(--color-brand-900)]',
  light: 'bg-surface text-ink',
  accent:
    'bg-accent-600 text-white [--heading-color:var(--color-white)] [--focus-ring:var(--color-white)] [--focus-halo:var(--color-accent-600)]',
}

/** A red button would vanish on the red band, so there it is outlined in white. */
const BUTTON: Record<Background, 'primary' | 'outline'> = {
  brand: 'primary',
  dark: 'primary',
  light: 'primary',
  accent: 'outline',
}

/** A simple band across the page: a headline, a sentence and an optional button, on a brand colour. */
export const BasicBannerComponent: React.FC<BasicBannerBlock> = (block) => {
  const { title, text, buttonLabel, backgroundColor, removeContainer } = block
  const href = pageOrUrlHref(block.buttonPage, block.buttonUrl)
  const fullWidth = removeContainer === true
  return (
    <section className={`${SURFACE[backgroundColor]} ${fullWidth ? FULL_BLEED : 'rounded-2xl'}`}>
      <div
        className={`flex flex-col gap-6 py-10 sm:py-12 md:flex-row md:items-center md:justify-between ${
          fullWidth ? 'container-page' : 'px-6 sm:px-10'
        }`}
      >
        <div className="max-w-3xl space-y-2">
          <h2 className="text-2xl font-bold sm:text-3xl">{title}</h2>
          {text ? <p className="text-lg">{text}</p> : null}
        </div>
        {buttonLabel && href ? (
          <div className="shrink-0">
            <ButtonList
              buttons={[{ label: buttonLabel, url: href, variant: BUTTON[backgroundColor], newTab: false }]}
            />
          </div>
        ) : null}
      </div>
    </section>
  )
}
