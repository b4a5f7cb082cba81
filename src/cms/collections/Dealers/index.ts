import type { CollectionConfig } from 'payload'

import { isStaff } from '../../access'
import { capReads } from '../../hooks/capReads'
import { exportDealersEndpoint, importDealersEndpoint } from './endpoints/csv'
import { dealerDataField } from './fields/data'
import { callTrackingFields, locationField, metaDataField } from './fields/extras'
import { listedField, pagePathField } from './fields/page'
import { serviceAreaField } from './fields/serviceArea'
import { afterDealerChange, afterDealerDelete } from './hooks/afterDealerChange'
import { deleteDealerReviews } from './hooks/deleteDealerReviews'
import { deriveTitleAndSlug } from './hooks/deriveTitleAndSlug'
import { assignPagePath, keepFormerPathOnChange, keepFormerPathOnDelete } from './hooks/pagePath'

/**
 * Dealers of the locator. Visitors search through /api/v1/dealers, which reads the public fields on its own;
 * Payload's generic API is staff only, so nobody can download the whole network through it.
 */
export const Dealers: CollectionConfig = {
  slug: 'dealers',
  admin: {
    group: 'Dealers',
    useAsTitle: 'title',
    // What staff look a dealer up by; nested fields are listed by their path in the record.
    defaultColumns: [
      'title',
      'data.city',
      'data.state',
      'data.zipcode',
      'metaData.average_rating',
      'metaData.total_review_count',
      'data.dealerType',
    ],
    // The search box finds a dealer by name, city or zip (not by company id or slug, which held zip-like digits).
    listSearchableFields: ['title', 'data.city', 'data.zipcode'],
    // 'Dealers serving this zip': the site's own dealer search, above the list.
    // and the network as a spreadsheet (export, import).
    components: {
      beforeListTable: [
        '@/components/admin/DealerZipFilter#DealerZipFilter',
        '@/components/admin/DealerCsvTools.client#DealerCsvTools',
      ],
    },
  },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  // The network as a spreadsheet: export, edit, import (every line checked first; a bad line writes nothing).
  endpoints: [exportDealersEndpoint, importDealersEndpoint],
  hooks: {
    beforeOperation: [capReads],
    beforeValidate: [deriveTitleAndSlug],
    beforeChange: [assignPagePath],
    afterChange: [keepFormerPathOnChange, afterDealerChange],
    beforeDelete: [deleteDealerReviews],
    afterDelete: [keepFormerPathOnDelete, afterDealerDelete],
  },
  fields: [
    { name: 'title', type: 'text', admin: { readOnly: true, description: 'Copied from the dealer name.' } },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        position: 'sidebar',
        description:
          'A unique key made from the dealer’s name and company id, set when the dealer is first saved.',
      },
      validate: (v: string | null | undefined) =>
        v && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v) ? true : 'Use lower-case letters, digits and dashes.',
    },
    {
      name: 'isDemo',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Generated demo dealer (fictional).' },
    },
    listedField,
    pagePathField,
    // Tabs without names only arrange the form: the record keeps its shape (data, serviceArea, metaData…).
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Company and contact',
          description: 'Who the dealer is and how homeowners reach them, as the locator shows it.',
          fields: [dealerDataField],
        },
        {
          label: 'Area and map',
          description: 'Where the dealer is and which zips it serves beyond its search radius.',
          fields: [locationField, serviceAreaField],
        },
        {
          label: 'Reviews and ranking',
          fields: [
            metaDataField,
            {
              // Read-only: reviews come from the provider; staff hide one from its own page, with a reason.
              name: 'reviewsList',
              type: 'ui',
              label: 'Reviews',
              admin: { components: { Field: '@/components/admin/DealerReviewsList#DealerReviewsList' } },
            },
          ],
        },
        {
          label: 'Call tracking',
          description:
            'Optional numbers from the call-tracking provider; leave empty when the dealer has none.',
          fields: callTrackingFields,
        },
      ],
    },
  ],
}
