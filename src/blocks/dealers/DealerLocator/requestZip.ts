import { cache } from 'react'

/**
 * The zip of the request being rendered, set by the locator routes (src/app/(frontend)/find-your-dealer) from
 * ?zipcode= before the page's blocks render. React's cache() gives each server request its own holder, so
 * the block can read it without the catch-all CMS route ever touching searchParams (which would make every
 * CMS page dynamic). On other pages it stays null and the block searches in the browser.
 */
const holder = cache((): { zip: string | null } => ({ zip: null }))

export function setLocatorRequestZip(zip: string | null): void {
  holder().zip = zip
}

export const locatorRequestZip = (): string | null => holder().zip
