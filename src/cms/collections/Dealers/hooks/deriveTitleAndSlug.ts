import type { CollectionBeforeValidateHook } from 'payload'

import { slugify } from '../../../../domain/dealers/pages/pagePath'
import type { Dealer } from '../../../../payload-types'

export { slugify } from '../../../../domain/dealers/pages/pagePath'

/** The admin lists dealers by a top-level title (Payload needs one); the slug defaults to name and company id. */
export const deriveTitleAndSlug: CollectionBeforeValidateHook<Dealer> = ({ data, originalDoc }) => {
  if (!data) return data
  const name = data.data?.name ?? originalDoc?.data?.name
  const companyID = data.data?.companyID ?? originalDoc?.data?.companyID
  if (name) data.title = name
  if (!data.slug && !originalDoc?.slug && name && companyID) data.slug = `${slugify(name)}-${companyID}`
  return data
}
