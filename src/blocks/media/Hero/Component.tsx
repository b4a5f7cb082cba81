import { useTranslations } from 'next-intl'
import type React from 'react'

import type { HeroBlock } from '@/payload-types'

import { heroHeightClasses } from '../../../domain/hero/heights'
import { hasWave } from '../../../domain/hero/variants'
import { safeImageUrl } from '../../../domain/url'
import { FULL_BLEED } from '../../_core/shared/styles'
import { ButtonList } from '../../_core/shared/buttons/ButtonList'
import { HeroPicture } from './HeroPicture'
import { LazyHeroVideo as HeroVideo } from './lazy.client'
import { HeroWave } from './HeroWave'
import { resolveHeroPicture } from './resolvePicture'
import { PICTURE_SCRIM, pictureBox, SURFACE } from './styles'

/** The video hero's files that pass the address rule, or null when none does (then only the still shows). */
function videoFiles(block: HeroBlock) {
  const files = {
    small: safeImageUrl(block.videoSmall),
    medium: safeImageUrl(block.videoMedium),
    large: safeImageUrl(block.videoLarge),
  }
  return files.small || files.medium || files.large ? files : null
}

const TITLE_SIZE: Record<HeroBlock['titleLevel'], string> = {
  h1: 'text-4xl font-bold sm:text-5xl lg:text-6xl',
  h2: 'text-3xl font-bold sm:text-4xl lg:text-5xl',
}

/**
 * The hero: a large band with an eyebrow, a title, a sentence or two and up to two buttons, over background
 * pictures chosen by screen width (or a video, or a plain colour), optionally ending in a wave.
 */
export const HeroComponent: React.FC<HeroBlock> = (block) => {
  const t = useTranslations('blocks.heroVideo')
  const { variant, title, titleLevel, eyebrow, text, removeContainer } = block
  const fullWidth = removeContainer === true
  // Over a picture the text is white on a dark scrim; without one (the colour hero, or no picture chosen yet)
  // the chosen colour and its own text colour apply.
  const picture = resolveHeroPicture(block)
  const onPicture = picture !== null
  const surface = SURFACE[block.backgroundColor]
  const wave = hasWave(variant, block.showWave)
  const video = variant === 'video' ? videoFiles(block) : null
  const Title = titleLevel
  return (
    <section
      className={[
        'relative isolate flex items-center overflow-hidden',
        heroHeightClasses(block.height),
        onPicture ? pictureBox(block.backgroundColor) : surface.box,
        fullWidth ? FULL_BLEED : 'rounded-2xl',
      ].join(' ')}
    >
      {picture ? <HeroPicture picture={picture} fullWidth={fullWidth} /> : null}
      {picture && video ? (
        <HeroVideo
          {...video}
          playOnPhones={block.playOnPhones === true}
          words={{ pause: t('pause'), play: t('play') }}
        />
      ) : null}
      {onPicture ? <div aria-hidden="true" className={PICTURE_SCRIM} /> : null}
      <div
        className={[
          'relative w-full py-12 sm:py-16',
          fullWidth ? 'container-page' : 'px-6 sm:px-10 lg:px-14',
          wave ? 'pb-20 sm:pb-24 lg:pb-32' : '',
        ].join(' ')}
      >
        <div className="max-w-xl space-y-5">
          {eyebrow ? (
            <p
              className={`text-sm font-semibold tracking-wide uppercase ${onPicture ? 'text-brand-100' : surface.eyebrow}`}
            >
              {eyebrow}
            </p>
          ) : null}
          <Title className={TITLE_SIZE[titleLevel]}>{title}</Title>
          {text ? <p className="text-lg sm:text-xl">{text}</p> : null}
          {block.buttons?.length ? <ButtonList buttons={block.buttons} /> : null}
        </div>
      </div>
      {wave ? <HeroWave color={block.waveColor} /> : null}
    </section>
  )
}
