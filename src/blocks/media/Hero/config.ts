import type { Block } from 'payload'

import { HERO_VARIANTS, type HeroVariant } from '../../../domain/hero/variants'
import { buttonFields } from '../../_core/shared/buttons/buttonFields'
import { layoutFields, pictureFields, videoFields } from './backgroundFields'

const VARIANT_LABELS: Record<HeroVariant, string> = {
  image: 'Picture',
  wave: 'Picture with a wave at the bottom',
  video: 'Video (still picture on phones)',
  color: 'Background colour only',
}

export const Hero: Block = {
  slug: 'hero',
  dbName: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  admin: { group: 'Heroes and banners' },
  fields: [
    {
      name: 'variant',
      type: 'select',
      defaultValue: 'image',
      required: true,
      admin: { description: 'The big banner at the top of a page or a section.' },
      options: HERO_VARIANTS.map((value) => ({ label: VARIANT_LABELS[value], value })),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'eyebrow',
          type: 'text',
          admin: { description: 'Optional short line above the title, such as “Heat pumps”.' },
        },
        {
          name: 'titleLevel',
          type: 'select',
          defaultValue: 'h2',
          required: true,
          admin: { description: 'H1 only when this is the page’s main heading (one per page).' },
          options: [
            { label: 'H1 (main heading of the page)', value: 'h1' },
            { label: 'H2 (section heading)', value: 'h2' },
          ],
        },
      ],
    },
    { name: 'title', type: 'text', required: true },
    { name: 'text', type: 'textarea', admin: { description: 'One or two sentences under the title.' } },
    {
      name: 'buttons',
      type: 'array',
      dbName: 'hero_btn',
      maxRows: 2,
      labels: { singular: 'Button', plural: 'Buttons' },
      admin: { description: 'Up to two. The first is usually the main action.' },
      fields: buttonFields,
    },
    { type: 'collapsible', label: 'Background pictures', fields: pictureFields },
    { type: 'collapsible', label: 'Video', fields: videoFields },
    { type: 'collapsible', label: 'Colour and size', fields: layoutFields },
  ],
}
