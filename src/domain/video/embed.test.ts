import { describe, expect, it } from 'vitest'

import { isVideoEmbedUrl } from '../url'
import { autoplaySrc, startSeconds, validateVideoUrl, VIDEO_URL_MESSAGE, videoEmbed } from './embed'

describe('videoEmbed', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [
      'http://youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    [
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90',
    ],
    ['https://youtu.be/dQw4w9WgXcQ?t=42', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
  ])('turns the YouTube address %s into its no-cookie player', (input, embedUrl) => {
    expect(videoEmbed(input)).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ', embedUrl })
  })

  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://vimeo.com/76979871/8272103f6e', 'https://player.vimeo.com/video/76979871?h=8272103f6e&dnt=1'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://vimeo.com/showcase/9000/video/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    [
      'https://player.vimeo.com/video/76979871?h=8272103f6e',
      'https://player.vimeo.com/video/76979871?h=8272103f6e&dnt=1',
    ],
  ])('turns the Vimeo address %s into its player without tracking', (input, embedUrl) => {
    expect(videoEmbed(input)).toEqual({ provider: 'vimeo', id: '76979871', embedUrl })
  })

  it.each([
    'https://alderline.wistia.com/medias/e4a27b971d',
    'https://fast.wistia.net/embed/iframe/e4a27b971d',
    'https://fast.wistia.com/embed/medias/e4a27b971d.jsonp',
  ])('turns the Wistia address %s into its iframe player', (input) => {
    expect(videoEmbed(input)).toEqual({
      provider: 'wistia',
      id: 'e4a27b971d',
      embedUrl: 'https://fast.wistia.net/embed/iframe/e4a27b971d',
    })
  })

  it.each([
    ['another video site', 'https://videos.example.com/watch?v=dQw4w9WgXcQ'],
    ['a look-alike host', 'https://youtube.com.example.net/watch?v=dQw4w9WgXcQ'],
    ['a host that only ends in the name', 'https://notyoutube.com/watch?v=dQw4w9WgXcQ'],
    ['a service named only in the path', 'https://example.com/youtube/dQw4w9WgXcQ'],
    ['a YouTube page that is not a video', 'https://www.youtube.com/@alderline'],
    ['a malformed YouTube id', 'https://www.youtube.com/watch?v=abc'],
    ['a Vimeo page without a video', 'https://vimeo.com/alderline'],
    ['a Wistia page without a media', 'https://alderline.wistia.com/projects/e4a27b971d'],
    ['a script address', 'javascript:alert("youtube")'],
    ['a site path', '/videos/youtube'],
    ['nothing', ''],
  ])('gives nothing for %s', (_, input) => {
    expect(videoEmbed(input)).toBeNull()
  })

  it('only ever produces players the Content-Security-Policy lets the page frame', () => {
    const addresses = [
      'https://youtu.be/dQw4w9WgXcQ',
      'https://vimeo.com/76979871',
      'https://alderline.wistia.com/medias/e4a27b971d',
    ]
    for (const address of addresses) {
      const embed = videoEmbed(address)!
      expect(isVideoEmbedUrl(embed.embedUrl)).toBe(true)
      expect(isVideoEmbedUrl(autoplaySrc(embed))).toBe(true)
    }
  })
})

describe('autoplaySrc', () => {
  it('asks each player to start at once, keeping its other options', () => {
    const src = (address: string) => autoplaySrc(videoEmbed(address)!)
    expect(src('https://youtu.be/dQw4w9WgXcQ?t=42')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42&autoplay=1',
    )
    expect(src('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871?dnt=1&autoplay=1')
    expect(src('https://fast.wistia.net/embed/iframe/e4a27b971d')).toBe(
      'https://fast.wistia.net/embed/iframe/e4a27b971d?autoPlay=true',
    )
  })
})

describe('startSeconds', () => {
  it('reads plain seconds and hours, minutes and seconds', () => {
    expect(startSeconds('75')).toBe(75)
    expect(startSeconds('1h2m3s')).toBe(3723)
    expect(startSeconds('0')).toBeNull()
    expect(startSeconds('soon')).toBeNull()
    expect(startSeconds(null)).toBeNull()
  })
})

describe('validateVideoUrl', () => {
  it('asks for an address, and names the three services for any other', () => {
    expect(validateVideoUrl('https://vimeo.com/76979871')).toBe(true)
    expect(validateVideoUrl('')).toBe('Enter the video address.')
    expect(validateVideoUrl('https://example.com/video.mp4')).toBe(VIDEO_URL_MESSAGE)
    expect(VIDEO_URL_MESSAGE).toMatch(/YouTube, Vimeo or Wistia/)
  })
})
