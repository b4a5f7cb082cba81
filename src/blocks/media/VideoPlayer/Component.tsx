import type React from 'react'
import { useId } from 'react'

import type { VideoPlayerBlock } from '@/payload-types'

import { MUTED_TEXT } from '../../_core/shared/styles'
import { videoEmbed } from '../../../domain/video/embed'
import { Video } from '../../_core/shared/video/Video'

/**
 * One video with its title. Spec §5: an address that is not a YouTube, Vimeo or Wistia video shows
 * nothing at all (not even the title), so a broken video never leaves an empty frame on the page.
 */
export const VideoPlayerComponent: React.FC<VideoPlayerBlock> = ({ title, url, thumbnail, description }) => {
  const id = useId()
  const embed = videoEmbed(url)
  if (!embed) return null
  return (
    <section aria-labelledby={id} className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <h2 id={id} className="text-3xl font-bold">
        {title}
      </h2>
      {description ? <p className={`text-lg ${MUTED_TEXT}`}>{description}</p> : null}
      <Video embed={embed} title={title} thumbnail={thumbnail} displayWidth="content" />
    </section>
  )
}
