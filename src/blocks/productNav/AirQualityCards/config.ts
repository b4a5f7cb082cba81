import type { Block, Field } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'
import { pageOrUrlFields } from '../../_core/shared/linkFields'
import {
  AIR_CLEANER_PARTICLES_PERCENT,
  FILTER_LIFE_MONTHS,
  HUMIDIFIER_HOME_SQ_FT,
} from '../../../domain/productNav/figures'

/** The fields every card has: picture, title, text and link. */
const cardFields = (title: string, link: string): Field[] => [
  {
    name: 'image',
    type: 'upload',
    relationTo: 'media',
    admin: { description: 'Optional picture; its alternative text comes from the media library.' },
  },
  { name: 'title', type: 'text', required: true, defaultValue: title, maxLength: 80 },
  { name: 'text', type: 'textarea', admin: { description: 'One or two sentences.' } },
  {
    type: 'row',
    fields: [
      ...pageOrUrlFields({ pageName: 'linkPage', urlName: 'link', urlDefault: link, width: '33%' }),
      {
        name: 'linkLabel',
        type: 'text',
        label: 'Link text',
        defaultValue: 'Learn more',
        admin: { width: '34%', description: 'Screen readers hear it with the card’s title.' },
      },
    ],
  },
]

const figure = (
  name: string,
  label: string,
  defaultValue: number,
  description: string,
  max?: number,
): Field => ({
  name,
  label,
  type: 'number',
  required: true,
  defaultValue,
  min: 0,
  ...(max ? { max } : {}),
  admin: { description },
})

/**
 * The air-quality product cards (spec §2, §9): the air cleaner, the humidifier and the filter, each with the
 * figure it is known for as an editable number.
 */
export const AirQualityCards: Block = {
  slug: 'airQualityCards',
  dbName: 'pn_iaq',
  interfaceName: 'AirQualityCardsBlock',
  labels: { singular: 'Air-quality product cards', plural: 'Air-quality product cards' },
  admin: { group: 'Marketing' },
  fields: [
    { name: 'title', type: 'text', admin: { description: 'Optional heading above the cards.' } },
    {
      name: 'airCleaner',
      type: 'group',
      label: 'Air cleaner',
      fields: [
        ...cardFields('Whole-home air cleaner', '/products/indoor-air-quality/air-purification/'),
        figure(
          'particlesPercent',
          'Particles captured (%)',
          AIR_CLEANER_PARTICLES_PERCENT,
          'Shown as “Captures up to …% of particles”.',
          100,
        ),
      ],
    },
    {
      name: 'humidifier',
      type: 'group',
      label: 'Humidifier',
      fields: [
        ...cardFields('Whole-home humidifier', '/products/indoor-air-quality/humidity-control/'),
        {
          type: 'row',
          fields: [
            figure(
              'smallerHomeSqFt',
              'Smaller model: home size (sq ft)',
              HUMIDIFIER_HOME_SQ_FT[0],
              'Largest home the smaller model serves.',
            ),
            figure(
              'largerHomeSqFt',
              'Larger model: home size (sq ft)',
              HUMIDIFIER_HOME_SQ_FT[1],
              'Largest home the larger model serves.',
            ),
          ],
        },
      ],
    },
    {
      name: 'filter',
      type: 'group',
      label: 'Filter',
      fields: [
        ...cardFields('Pleated air filter', '/resources/maintenance-tips/clean-or-change-filter/'),
        figure('months', 'Filter life (months)', FILTER_LIFE_MONTHS, 'Shown as “Lasts up to … months”.'),
      ],
    },
    appearanceField(),
  ],
}
