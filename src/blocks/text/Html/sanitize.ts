import sanitize, { type IOptions } from 'sanitize-html'

import { toHttps } from '../../../domain/url'

// Video embeds only from these services (subdomains included: www.youtube.com, player.vimeo.com, fast.wistia.net).
const IFRAME_DOMAINS = ['youtube.com', 'youtube-nocookie.com', 'vimeo.com', 'wistia.com', 'wistia.net']

const OPTIONS: IOptions = {
  // The library's defaults are ordinary formatting, headings, lists, quotes and tables; add media.
  allowedTags: [...sanitize.defaults.allowedTags, 'img', 'iframe', 'picture', 'source'],
  // No event handlers, no style, no class: attributes are listed per tag.
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading'],
    source: ['srcset', 'sizes', 'media', 'type'],
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'reversed'],
    '*': ['id', 'lang', 'dir'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeDomains: IFRAME_DOMAINS,
  allowIframeRelativeUrls: false,
  transformTags: {
    // New tabs never get a handle on this page.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
    // Mixed content is blocked by browsers, and lazy loading keeps pasted images cheap.
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, ...(attribs.src ? { src: toHttps(attribs.src) } : {}), loading: 'lazy' },
    }),
    // Screen readers announce an iframe by its title, so an untitled embed gets a generic one.
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        ...(attribs.src ? { src: toHttps(attribs.src) } : {}),
        title: attribs.title || 'Embedded video',
        loading: 'lazy',
      },
    }),
  },
  // An iframe whose address was refused would be an empty box: drop it.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
}

/**
 * Cleans editor-supplied HTML before it is rendered: scripts, styles, event handlers and
 * javascript:/data: addresses are removed; iframes survive only from YouTube, Vimeo or Wistia.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return ''
  return sanitize(html, OPTIONS).trim()
}
