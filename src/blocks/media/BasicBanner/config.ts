import type { Block } from 'payload'

import { validateHref } from '../../../domain/url'
import { normalizeHref } from '../../_core/shared/fields'

export const BasicBanner: Block = {
  slug: 'basicBanner',
  dbName: 'basic_banner',
  interfaceName: 'BasicBannerBlock',
  labels: { singular: 'Basic banner', plural: 'Basic banners' },
  admin: { group: 'Heroes and banners' },
  fields: [
    { name: 'title', type: 'text', required: true, admin: { description: 'A short headline.' } },
    { name: 'text', type: 'textarea', admin: { description: 'Optional sentence or two under the title.' } },
    {
      type: 'row',
      fields: [
        {
          name: 'buttonLabel',
          type: 'text',
          label: 'Button text',
          admin: { description: 'Optional. The button shows when both its text and link are filled.' },
        },
        {
          name: 'buttonUrl',
          type: 'text',
          label: 'Button link',
          admin: { description: 'A site path such as /find-a-dealer/ or a full https:// address.' },
          hooks: { beforeValidate: [normalizeHref] },
          validate: validateHref,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'backgroundColor',
          type: 'select',
          defaultValue: 'brand',
          required: true,
          admin: { description: 'The text colour follows, so it stays readable.' },
          options: [
            { label: 'Brand blue', value: 'brand' },
            { label: 'Deep blue', value: 'dark' },
            { label: 'Light grey-blue', value: 'light' },
            { label: 'Warm red', value: 'accent' },
          ],
        },
        {
          name: 'removeContainer',
          type: 'checkbox',
          label: 'Full window width (remove the container)',
          defaultValue: false,
        },
      ],
    },
  ],
}
