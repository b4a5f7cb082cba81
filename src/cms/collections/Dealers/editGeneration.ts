/**
 * A counter of dealer edits made by this process. The dealer hooks and the seed bump it; the search index
 * in lib/ compares it with the generation it was built at and rebuilds at once after a local edit. It lives
 * here, not in lib/, so the content model never imports data-access code; on globalThis so the hooks and
 * the route handlers share one counter even if a bundler loads this module twice.
 */
const KEY = Symbol.for('brand-site.dealerEditGeneration')
const holder = globalThis as typeof globalThis & { [KEY]?: { value: number } }
const counter = (holder[KEY] ??= { value: 0 })

export const dealerEditGeneration = (): number => counter.value

export function markDealersEdited(): void {
  counter.value++
}
