import type { Payload } from 'payload'

import { DealerZipForm } from './DealerZipForm.client'

/**
 * Above the dealer list: the zip filter, with the brand code the site's dealer search expects and the search
 * radius its list names.
 */
export async function DealerZipFilter({ payload }: { payload: Payload }) {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  return <DealerZipForm brand={settings.brandCode} radiusMiles={settings.dealerSearch?.radiusMiles ?? 50} />
}
