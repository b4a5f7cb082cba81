import type React from 'react'
import { useId } from 'react'

import type { WarrantyHeroBlock } from '@/payload-types'

import { WarrantyDialog } from '@/components/warranty/WarrantyDialog'
import { warrantyLinksOf } from '@/components/warranty/links'
import { WARRANTY_BUTTON } from '@/components/warranty/styles'

import { FLEX_JUSTIFY, TEXT_ALIGN } from '../../_core/shared/alignment'
import { BlockShell } from '../../_core/shared/BlockShell'
import { resolveImage } from '../../_core/shared/image/resolveImage'

// Where the text column sits: half the hero on wide screens when asked, else up to a readable line length.
const COLUMN = {
  left: 'mr-auto',
  center: 'mx-auto',
  right: 'ml-auto',
} as const

/**
 * The warranty hero: a title and text on a darkened picture, and two buttons that open the registration
 * and warranty lookup dialogs (spec §2). The picture is decoration (alt="") and loads first, as the top of
 * the page; it fills the box behind the text, so it never moves the layout.
 */
export const WarrantyHeroComponent: React.FC<WarrantyHeroBlock> = ({
  title,
  text,
  registerLabel,
  lookupLabel,
  alignment,
  halfWidth,
  backgroundImage,
  sites,
  appearance,
}) => {
  const id = useId()
  const align = alignment ?? 'left'
  const links = warrantyLinksOf(sites)
  const image = backgroundImage
    ? resolveImage({ blockType: 'image', media: backgroundImage, displayWidth: 'content' })
    : null
  return (
    <BlockShell appearance={appearance}>
      <section
        aria-labelledby={id}
        className="relative isolate overflow-hidden rounded-lg bg-brand-900 text-white [--focus-halo:var(--color-brand-900)] [--focus-ring:var(--color-white)] [--heading-color:var(--color-white)]"
      >
        {image ? (
          <>
            {/* eslint-disable-next-line @next/next/no-img-element -- Payload already generated the sizes listed in srcset */}
            <img
              src={image.src}
              srcSet={image.srcSet}
              sizes={image.sizes}
              width={image.width}
              height={image.height}
              alt=""
              fetchPriority="high"
              decoding="async"
              className="absolute inset-0 -z-10 size-full object-cover"
            />
            <div aria-hidden="true" className="absolute inset-0 -z-10 bg-brand-900/75" />
          </>
        ) : null}
        <div
          className={`flex flex-col gap-5 px-6 py-14 sm:px-12 sm:py-20 ${TEXT_ALIGN[align]} ${COLUMN[align]} ${
            halfWidth ? 'lg:w-1/2' : 'max-w-3xl'
          }`}
        >
          <h2 id={id} className="text-4xl font-bold sm:text-5xl">
            {title}
          </h2>
          {text ? <p className="text-lg sm:text-xl">{text}</p> : null}
          <div className={`flex flex-wrap gap-3 ${FLEX_JUSTIFY[align]}`}>
            <WarrantyDialog
              kind="register"
              label={registerLabel}
              links={links}
              className={WARRANTY_BUTTON.primary}
            />
            <WarrantyDialog
              kind="lookup"
              label={lookupLabel}
              links={links}
              className={WARRANTY_BUTTON.outline}
            />
          </div>
        </div>
      </section>
    </BlockShell>
  )
}
