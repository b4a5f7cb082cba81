import sanitize, { type Attributes, type IOptions } from 'sanitize-html'

import { isVideoEmbedUrl, safeHref, safeImageUrl } from '../../../domain/url'

/**
 * Ids from pasted markup share the page with the app's own: `id="__next_f"` or `id="document"` would
 * shadow what the page's scripts look up by name. Every kept id gets this prefix, and links to an id of
 * the same markup are rewritten to match (other #anchors still reach the page's own headings).
 */
export const USER_CONTENT_PREFIX = 'user-content-'

/** A copy with one attribute replaced in place, or removed when the value is null. */
function withAttribute(attribs: Attributes, name: string, value: string | null): Attributes {
  const copy = { ...attribs }
  if (value === null) delete copy[name]
  else copy[name] = value
  return copy
}

/** Keeps a plain id (letters, digits, _ and -) under the prefix; anything else is dropped. */
function prefixedId(attribs: Attributes): Attributes {
  if (attribs.id === undefined) return attribs
  return withAttribute(attribs, 'id', /^[\w-]+$/.test(attribs.id) ? USER_CONTENT_PREFIX + attribs.id : null)
}

/** The ids the markup declares, to tell its own #anchors from the page's (a guess is harmless: ids are prefixed regardless). */
const declaredIds = (html: string) =>
  new Set(Array.from(html.matchAll(/\bid\s*=\s*["']?([\w-]+)/gi), (m) => m[1]!))

/** A link keeps its address only if domain/url calls it safe; anchors to the markup's own ids follow the prefix. */
function linkAttributes(attribs: Attributes, localIds: Set<string>): Attributes {
  const safe = safeHref(attribs.href)
  const href =
    safe?.startsWith('#') && localIds.has(safe.slice(1)) ? `#${USER_CONTENT_PREFIX}${safe.slice(1)}` : safe
  const withHref = withAttribute(attribs, 'href', href)
  // New tabs never get a handle on this page.
  return withHref.target === '_blank' ? { ...withHref, rel: 'noopener noreferrer' } : withHref
}

const options = (localIds: Set<string>, videoTitle: string): IOptions => ({
  // The library's defaults are ordinary formatting, headings, lists, quotes and tables; add images and video.
  allowedTags: [...sanitize.defaults.allowedTags, 'img', 'iframe'],
  // No event handlers, no style, no class, no name: attributes are listed per tag.
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'reversed'],
    '*': ['id', 'lang', 'dir'],
  },
  // Every address attribute kept above (a href, img src, iframe src) is decided by domain/url in
  // transformTags, so the library's own scheme list is not consulted.
  allowedSchemesAppliedToAttributes: [],
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: linkAttributes(attribs, localIds) }),
    // Mixed content is blocked by browsers (safeImageUrl upgrades http), and lazy loading keeps pasted images cheap.
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...withAttribute(attribs, 'src', safeImageUrl(attribs.src)), loading: 'lazy' },
    }),
    // Video players only from the specification's hosts; screen readers announce an iframe by its title.
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...withAttribute(attribs, 'src', isVideoEmbedUrl(attribs.src) ? safeHref(attribs.src) : null),
        title: attribs.title || videoTitle,
        loading: 'lazy',
      },
    }),
    '*': (tagName, attribs) => ({ tagName, attribs: prefixedId(attribs) }),
  },
  // An iframe whose address was refused would be an empty box: drop it.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
})

/**
 * Cleans editor-supplied HTML before it is rendered: scripts, styles, event handlers and unsafe
 * addresses are removed; ids are prefixed; iframes survive only from YouTube, Vimeo or Wistia. A video frame
 * without a title is named `videoTitle`, in the page's language.
 */
export function sanitizeHtml(html: string | null | undefined, videoTitle = 'Embedded video'): string {
  if (!html) return ''
  return sanitize(html, options(declaredIds(html), videoTitle)).trim()
}
