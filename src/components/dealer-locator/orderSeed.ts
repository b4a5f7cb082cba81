import { newOrderSeed, ORDER_SEED_COOKIE, parseOrderSeed } from '@/domain/locator/ordering'

/*
 * The visit's order seed in the browser (see domain/locator/ordering.ts): a session cookie, so the server
 * reads it for the HTML and every tab of the visit shares it. It holds a random number, nothing about the
 * visitor.
 */

function readSeedCookie(): number | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${ORDER_SEED_COOKIE}=`))
  return parseOrderSeed(entry?.slice(ORDER_SEED_COOKIE.length + 1))
}

function writeSeedCookie(seed: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${ORDER_SEED_COOKIE}=${seed}; Path=/; SameSite=Lax${secure}`
}

/**
 * The visit's seed: the cookie's, else `fallback` (the seed the server ordered this page's HTML with) or a new
 * one, which the cookie then keeps for the rest of the visit.
 */
export function visitSeed(fallback?: number): number {
  const stored = readSeedCookie()
  if (stored !== null) return stored
  const seed = fallback ?? newOrderSeed()
  writeSeedCookie(seed)
  return seed
}
