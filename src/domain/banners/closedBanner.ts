/**
 * A closable banner stays closed for good: the browser remembers the close under a key made from the
 * banner's block id and its version. A new banner block (new id), or the same banner with its version
 * raised, has a new key, so it shows again to visitors who closed an earlier one.
 */

/** The part of Web Storage the banner needs; localStorage in the browser. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>

export const CLOSED_BANNER_PREFIX = 'banner-closed'

// Keys end up in a CSS attribute selector and a script string, so only plain characters are kept.
const UNSAFE = /[^A-Za-z0-9_-]/g
const MAX_ID_LENGTH = 64

/** FNV-1a: a short, stable name for a banner saved without an id (a preview of an unsaved block). */
function textHash(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(36)
}

type BannerIdentity = {
  /** The block's id as the CMS saved it. */
  id?: string | null
  /** Raised by the editor to show the banner again; 1 when unset. */
  version?: number | null
  /** The banner's text, used only when the block has no id. */
  text?: string | null
}

/** The storage key remembering that this banner, in this version, was closed. */
export function closedBannerKey({ id, version, text }: BannerIdentity): string {
  const cleanId = (id ?? '').replace(UNSAFE, '').slice(0, MAX_ID_LENGTH)
  const name = cleanId || `text-${textHash((text ?? '').trim())}`
  const v = version && Number.isInteger(version) && version > 0 ? version : 1
  return `${CLOSED_BANNER_PREFIX}:${name}:v${v}`
}

/** True when the visitor closed this banner before. Storage that is blocked or missing reads as not closed. */
export function isBannerClosed(store: KeyValueStore | null | undefined, key: string): boolean {
  try {
    return store?.getItem(key) != null
  } catch {
    return false
  }
}

/** Remembers the close; false when the browser refuses storage (the banner then closes for this visit only). */
export function rememberBannerClosed(store: KeyValueStore | null | undefined, key: string): boolean {
  if (!store) return false
  try {
    store.setItem(key, '1')
    return true
  } catch {
    return false
  }
}
