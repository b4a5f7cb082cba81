import type { Field, FieldAccess } from 'payload'

import { validateHref } from '../../../../domain/url'

const texts = (names: string[]): Field[] => names.map((name) => ({ name, type: 'text' as const }))

/**
 * The rating summary is the reviews' own (DealerReviews/hooks/keepDealerRatingInStep, through the Local API):
 * no role writes it through the admin or REST. What a save sends for it is dropped and the stored value kept,
 * so a dealer form opened before a review was hidden cannot put the old rating back when it is saved.
 */
const setByReviewsOnly: FieldAccess = () => false

/** metaData of the Dealer record: the dealer's own site, its priority and its review figures. */
export const metaDataField: Field = {
  name: 'metaData',
  label: 'Reviews and ranking',
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        // The dealer's own site, a link: the one link rule on save, as on every answer (domain/url.ts).
        {
          name: 'dealer_url',
          label: 'Dealer URL',
          type: 'text',
          validate: validateHref,
        },
        {
          name: 'priority_ranking',
          type: 'number',
          min: 0,
          admin: { description: '1 is the highest priority; empty or 0 means unranked.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        // Kept in step with the reviews by their hooks, so nobody types them.
        {
          name: 'average_rating',
          label: 'Average rating',
          type: 'number',
          min: 0,
          max: 5,
          defaultValue: 0,
          access: { create: setByReviewsOnly, update: setByReviewsOnly },
          admin: { readOnly: true },
        },
        {
          name: 'total_review_count',
          label: 'Total review count',
          type: 'number',
          min: 0,
          defaultValue: 0,
          access: { create: setByReviewsOnly, update: setByReviewsOnly },
          admin: { readOnly: true },
        },
      ],
    },
  ],
}

/** location of the Dealer record: where the dealer's pin sits and distances are measured from. */
export const locationField: Field = {
  name: 'location',
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'lat',
          label: 'Latitude',
          type: 'number',
          required: true,
          min: -90,
          max: 90,
          admin: { description: 'Decimal degrees, north positive (40.7506).' },
        },
        {
          name: 'lon',
          label: 'Longitude',
          type: 'number',
          required: true,
          min: -180,
          max: 180,
          admin: { description: 'Decimal degrees, west negative (-73.9972).' },
        },
      ],
    },
  ],
}

/** fuseInfo and whodis of the Dealer record: call-tracking settings and assigned numbers. */
export const callTrackingFields: Field[] = [
  {
    name: 'fuseInfo',
    type: 'group',
    admin: { description: 'Optional call-tracking settings.' },
    fields: texts(['pool', 'permaleasePhone', 'routingGroup', 'targetPhone', 'paidSearchPermalease']),
  },
  {
    name: 'whodis',
    type: 'group',
    admin: { description: 'Optional assigned tracking numbers. A value-brand number replaces phone1.' },
    fields: [
      { name: 'routingGroupID', label: 'Routing group ID', type: 'text' },
      {
        name: 'assignedNumbers',
        type: 'array',
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'number', type: 'text', required: true },
              {
                name: 'numberType',
                type: 'text',
                required: true,
                admin: { description: 'e.g. value-brand' },
              },
            ],
          },
        ],
      },
    ],
  },
]
