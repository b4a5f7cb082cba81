import { safeHref } from '../url'

/**
 * Video addresses (spec §5): a video is shown only when its address belongs to YouTube, Vimeo or Wistia,
 * otherwise nothing is shown. Editors paste the address they see in the browser (a watch page, a share
 * link or an embed code's src); the page embeds the provider's privacy-friendly player for it.
 */

export type VideoProvider = 'youtube' | 'vimeo' | 'wistia'

export type VideoEmbed = {
  provider: VideoProvider
  /** The provider's id of the video. */
  id: string
  /** The player address to put in an iframe, without autoplay. */
  embedUrl: string
}

export const VIDEO_URL_MESSAGE =
  'Use the address of a YouTube, Vimeo or Wistia video, e.g. https://www.youtube.com/watch?v=… or https://vimeo.com/123456789.'

// The services' own hosts and their subdomains only, so "youtube.com.example.net" is not YouTube.
const SERVICE_DOMAINS: Record<VideoProvider, readonly string[]> = {
  youtube: ['youtube.com', 'youtu.be', 'youtube-nocookie.com'],
  vimeo: ['vimeo.com'],
  wistia: ['wistia.com', 'wistia.net', 'wi.st'],
}

const YOUTUBE_ID = /^[\w-]{11}$/
const VIMEO_ID = /^\d{1,12}$/
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i
const WISTIA_ID = /^[a-z0-9]{10}$/

const onDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`)

function providerOf(host: string): VideoProvider | null {
  const found = (Object.keys(SERVICE_DOMAINS) as VideoProvider[]).find((provider) =>
    SERVICE_DOMAINS[provider].some((domain) => onDomain(host, domain)),
  )
  return found ?? null
}

/** YouTube's start time: "90", "90s" or "1h2m3s" in seconds; null when absent or unreadable. */
export function startSeconds(value: string | null): number | null {
  const match = value ? /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value) : null
  if (!match || !value) return null
  const [, h = '0', m = '0', s = '0'] = match
  const total = Number(h) * 3600 + Number(m) * 60 + Number(s)
  return total > 0 ? total : null
}

function youtube(url: URL, segments: string[]): VideoEmbed | null {
  const [first, second] = segments
  const id =
    url.hostname === 'youtu.be' || url.hostname.endsWith('.youtu.be')
      ? first
      : first === 'watch'
        ? url.searchParams.get('v')
        : ['embed', 'shorts', 'live', 'v'].includes(first ?? '')
          ? second
          : null
  if (!id || !YOUTUBE_ID.test(id)) return null
  const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'))
  const embedUrl = `https://www.youtube-nocookie.com/embed/${id}${start ? `?start=${start}` : ''}`
  return { provider: 'youtube', id, embedUrl }
}

function vimeo(url: URL, segments: string[]): VideoEmbed | null {
  // vimeo.com/123, vimeo.com/123/abcdef (unlisted), vimeo.com/channels/x/123, player.vimeo.com/video/123;
  // in vimeo.com/showcase/9/video/123 the number after "video" is the video, not the showcase.
  const after = segments.indexOf('video') + 1
  const index =
    after > 0 && VIMEO_ID.test(segments[after] ?? '')
      ? after
      : segments.findIndex((segment) => VIMEO_ID.test(segment))
  const id = index >= 0 ? segments[index] : undefined
  if (!id) return null
  const next = segments[index + 1]
  const hash = url.searchParams.get('h') ?? (next && VIMEO_HASH.test(next) ? next : null)
  const params = new URLSearchParams(hash && VIMEO_HASH.test(hash) ? { h: hash } : {})
  // Do Not Track: the player sets no tracking cookies, like YouTube's no-cookie player.
  params.set('dnt', '1')
  return { provider: 'vimeo', id, embedUrl: `https://player.vimeo.com/video/${id}?${params}` }
}

function wistia(segments: string[]): VideoEmbed | null {
  // account.wistia.com/medias/ID, fast.wistia.net/embed/iframe/ID, fast.wistia.com/embed/medias/ID.jsonp
  const last = segments.at(-1)?.replace(/\.jsonp?$/, '')
  const known = segments.includes('medias') || segments.includes('iframe')
  if (!known || !last || !WISTIA_ID.test(last)) return null
  return { provider: 'wistia', id: last, embedUrl: `https://fast.wistia.net/embed/iframe/${last}` }
}

/** The embeddable player for a YouTube, Vimeo or Wistia address, or null for anything else. */
export function videoEmbed(address: string | null | undefined): VideoEmbed | null {
  const href = safeHref(address)
  if (!href || !/^https:\/\//.test(href)) return null
  const url = new URL(href)
  const provider = providerOf(url.hostname.toLowerCase())
  const segments = url.pathname.split('/').filter(Boolean)
  if (provider === 'youtube') return youtube(url, segments)
  if (provider === 'vimeo') return vimeo(url, segments)
  if (provider === 'wistia') return wistia(segments)
  return null
}

/** The player address once the visitor has asked to play: the video starts at once. */
export function autoplaySrc(embed: VideoEmbed): string {
  const url = new URL(embed.embedUrl)
  // Wistia's player reads its own option name; YouTube and Vimeo take autoplay=1.
  if (embed.provider === 'wistia') url.searchParams.set('autoPlay', 'true')
  else url.searchParams.set('autoplay', '1')
  return url.href
}

/** Payload validation of a video address field: true, or the message shown under the field. */
export function validateVideoUrl(value: string | null | undefined): true | string {
  if (!value) return 'Enter the video address.'
  return videoEmbed(value) ? true : VIDEO_URL_MESSAGE
}
