import type { APIRequestContext, Page } from '@playwright/test'

/** What the locator specs read from the dealer service to choose their dealers. */
export type SearchBody = {
  count: number
  randomizeBuckets: number[]
  dealers: {
    data: { companyID: number; name: string }
    metaData: { total_review_count: number }
    searchInfo: { bucket: number }
  }[]
}

export async function searchDealers(request: APIRequestContext, zip: string): Promise<SearchBody> {
  const res = await request.get(`/api/v1/dealers/locations?brand=ALD&zipcode=${encodeURIComponent(zip)}`)
  return (await res.json()) as SearchBody
}

/** The visible dealer card names, in order. */
/** The dealer cards (each an article named by its dealer's heading; the page itself is an article too). */
export const dealerCards = (page: Page) => page.locator('article[aria-labelledby^="dealer-"]')

export const cardNames = (page: Page) => dealerCards(page).locator('h3').allInnerTexts()

/** The locator's own zip box (the header has one too). */
export const locatorZipBox = (page: Page) => page.getByRole('main').getByRole('search')

/** Presses Tab until `predicate` holds for the focused element; fails after `max` presses. */
export async function tabUntil(page: Page, predicate: string, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    if (await page.evaluate(predicate)) return
  }
  throw new Error(`focus never reached: ${predicate}`)
}
