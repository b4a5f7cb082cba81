import type { Block } from 'payload'

import { appearanceField } from '../appearance'
import { pageOrUrlFields } from '../linkFields'
import { GUIDE_ICON_NAMES, type GuideCard, type GuideIconName } from '../../../../domain/guidance/guides'

const ICON_LABELS: Record<GuideIconName, string> = {
  snowflake: 'Snowflake (air conditioner, cooling)',
  flame: 'Flame (gas furnace, heating)',
  fan: 'Fan (air handler)',
  heatPump: 'Outdoor unit (heat pump)',
  oilDrop: 'Drop (oil furnace)',
  ductless: 'Wall unit (ductless)',
  leaf: 'Leaf (indoor air quality)',
  packaged: 'Cabinet (packaged system)',
  thermostat: 'Dial (thermostat, controls)',
  coil: 'A-shaped coil (coils)',
  filter: 'Filter (air filter)',
}

type Options = {
  slug: string
  /** Short table names: PostgreSQL caps identifiers at 63 characters. */
  dbName: string
  interfaceName: string
  singular: string
  plural: string
  title: string
  /** The cards a new grid starts with (one per page of its section). */
  defaultCards: GuideCard[]
}

/**
 * A grid of cards that each link to a help page (an icon or a picture, and a title). The troubleshooting and
 * maintenance grids are two blocks built from this, each starting with one card per page of its section.
 */
export function guideGridBlock({
  slug,
  dbName,
  interfaceName,
  singular,
  plural,
  title,
  defaultCards,
}: Options): Block {
  return {
    slug,
    dbName,
    interfaceName,
    labels: { singular, plural },
    admin: { group: 'Help and guides' },
    fields: [
      {
        name: 'title',
        type: 'text',
        required: true,
        defaultValue: title,
        admin: { description: 'The heading above the cards.' },
      },
      {
        name: 'intro',
        type: 'textarea',
        admin: { description: 'Optional sentence under the heading.' },
      },
      {
        name: 'items',
        type: 'array',
        required: true,
        minRows: 1,
        maxRows: 16,
        defaultValue: defaultCards,
        labels: { singular: 'Card', plural: 'Cards' },
        admin: {
          description:
            'One card per page; the whole card is the link. New grids start with every page of the section.',
        },
        fields: [
          {
            type: 'row',
            fields: [
              {
                name: 'title',
                type: 'text',
                required: true,
                admin: { description: 'Names the page, e.g. “Heat pumps”.' },
              },
              {
                name: 'icon',
                type: 'select',
                required: true,
                defaultValue: 'snowflake',
                options: GUIDE_ICON_NAMES.map((value) => ({ label: ICON_LABELS[value], value })),
                admin: { description: 'Shown when no picture is chosen.' },
              },
            ],
          },
          { type: 'row', fields: pageOrUrlFields({ required: true }) },
          {
            name: 'image',
            type: 'upload',
            relationTo: 'media',
            admin: {
              description: 'Optional picture instead of the icon; decorative, the title names the card.',
            },
          },
        ],
      },
      {
        name: 'leaveOutCurrentPage',
        label: 'Leave out the card of the page being shown',
        type: 'checkbox',
        defaultValue: true,
        admin: { description: 'On a help page, the grid then points only to the other pages.' },
      },
      appearanceField(),
    ],
  }
}
