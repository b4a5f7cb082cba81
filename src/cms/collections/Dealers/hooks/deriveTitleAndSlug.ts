import type { CollectionBeforeValidateHook } from 'payload'

import type { Dealer } from '../../../../payload-types'

export const slugify = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)

/** The admin lists dealers by a top-level title (Payload needs one); the slug defaults to name and company id. */
export const deriveTitleAndSlug: CollectionBeforeValidateHook<Dealer> = ({ data, originalDoc }) => {
  if (!data) return data
  const name = data.data?.name ?? originalDoc?.data?.name
  const companyID = data.data?.companyID ?? originalDoc?.data?.companyID
  if (name) data.title = name
  if (!data.slug && !originalDoc?.slug && name && companyID) data.slug = `${slugify(name)}-${companyID}`
  return data
}
