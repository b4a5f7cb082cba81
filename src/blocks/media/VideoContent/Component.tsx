import type React from 'react'
import { useId } from 'react'

import type { VideoContentBlock } from '@/payload-types'

import { videoEmbed } from '../../../domain/video/embed'
import { Video } from '../../_core/shared/video/Video'

/**
 * A titled set of videos, each with its own title. A video whose address is not YouTube, Vimeo or Wistia
 * is left out (spec §5); with none left the block shows nothing.
 */
export const VideoContentComponent: React.FC<VideoContentBlock> = ({ title, videos }) => {
  const id = useId()
  const playable = videos.flatMap((video, index) => {
    const embed = videoEmbed(video.video_embed_link)
    return embed ? [{ key: video.id ?? String(index), title: video.video_title, embed }] : []
  })
  if (!playable.length) return null
  return (
    <section aria-labelledby={id} className="flex flex-col gap-6">
      <h2 id={id} className="text-3xl font-bold">
        {title}
      </h2>
      <ul className="grid gap-8 md:grid-cols-2">
        {playable.map((video) => (
          <li key={video.key} className="flex flex-col gap-3">
            <Video embed={video.embed} title={video.title} displayWidth="half" />
            <h3 className="text-xl font-semibold">{video.title}</h3>
          </li>
        ))}
      </ul>
    </section>
  )
}
