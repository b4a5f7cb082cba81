import { useTranslations } from 'next-intl'

import type { ImageBlock, Media } from '@/payload-types'

import { autoplaySrc, type VideoEmbed } from '../../../../domain/video/embed'
import { MediaImage } from '../image/MediaImage'
import { BrandedPoster } from './BrandedPoster'
import { LazyVideoFacade as VideoFacade } from './lazy.client'

type Props = {
  embed: VideoEmbed
  title: string
  thumbnail?: number | Media | null
  /** How wide the video shows on large screens, to pick the thumbnail's file size. */
  displayWidth: ImageBlock['displayWidth']
}

/** One embedded video of the video blocks: the editor's thumbnail (or the brand poster) until play. */
export function Video({ embed, title, thumbnail, displayWidth }: Props) {
  const t = useTranslations('blocks.video')
  return (
    <VideoFacade
      src={autoplaySrc(embed)}
      title={title}
      words={{ play: t('play'), playNamed: t('playNamed', { title }) }}
    >
      <MediaImage media={thumbnail} displayWidth={displayWidth} decorative fallback={<BrandedPoster />} />
    </VideoFacade>
  )
}
