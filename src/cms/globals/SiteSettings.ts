import type { GlobalConfig, PayloadRequest } from 'payload'

import { cacheTags } from '../../config/cacheTags'
import { anyone, isAdmin, isStaff } from '../access'
import { revalidateGlobal } from '../hooks/revalidate'
import { rebateWidgetSettingField } from '../collections/RebatePrograms/widgetSettingField'
import { ratingsWidgetSettingField } from './ratingsWidgetField'

const providerUrl = (name: string, label: string) => ({
  name,
  label,
  type: 'text' as const,
  admin: { description: 'Leave empty to use this site’s own /api/v1 service.' },
  validate: (value: string | null | undefined) =>
    !value || /^https?:\/\//.test(value) ? true : 'Enter an absolute http(s) address or leave empty.',
})

const FAVICON_TYPES = ['image/svg+xml', 'image/png', 'image/x-icon', 'image/vnd.microsoft.icon']

/** A favicon must be a format browsers show in a tab; the picker only lists those, the API is checked here. */
const validateFavicon = async (value: unknown, { req }: { req: PayloadRequest }): Promise<true | string> => {
  const id = typeof value === 'object' && value !== null && 'id' in value ? value.id : value
  if (typeof id !== 'number' && typeof id !== 'string') return true
  const media = await req.payload.findByID({ collection: 'media', id, depth: 0, req, disableErrors: true })
  if (!media) return 'Choose an image from the media library.'
  return media.mimeType && FAVICON_TYPES.includes(media.mimeType) ? true : 'Use an SVG, PNG or ICO image for the favicon.'
}

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Admin' },
  access: { read: anyone, update: isStaff },
  hooks: { afterChange: [revalidateGlobal(cacheTags.global('site-settings'))] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'brandName', type: 'text', required: true, defaultValue: 'Alderline' },
        { name: 'brandCode', type: 'text', required: true, defaultValue: 'ALD', admin: { description: 'Sent with leads and dealer searches.' } },
        { name: 'sourceTag', type: 'text', required: true, defaultValue: 'ALDWEB' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'logo',
          type: 'upload',
          relationTo: 'media',
          admin: {
            description: 'Shown in the header, named by the brand name. Empty: a mark drawn in the brand colours beside the brand name.',
          },
        },
        {
          name: 'favicon',
          type: 'upload',
          relationTo: 'media',
          // Formats every browser shows in a tab.
          filterOptions: { mimeType: { in: FAVICON_TYPES } },
          admin: { description: 'A square SVG, PNG (at least 48 × 48) or ICO. Empty: the drawn brand mark.' },
          validate: validateFavicon,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'customerServicePhone', type: 'text', required: true, defaultValue: '1-800-555-0142' },
        { name: 'analyticsContainerId', type: 'text', admin: { description: 'Optional tag-manager container id.' } },
      ],
    },
    {
      name: 'supportHours',
      type: 'array',
      labels: { singular: 'Line', plural: 'Support-hours lines' },
      fields: [{ name: 'line', type: 'text', required: true }],
    },
    {
      name: 'infoEndpointMarkers',
      label: 'Info-endpoint campaign markers',
      type: 'array',
      admin: {
        description: 'When the landing address or referrer contains one of these, the alternate locator path is used for 7 days.',
      },
      fields: [{ name: 'marker', type: 'text', required: true }],
    },
    {
      name: 'singleDealer',
      type: 'group',
      label: 'Single-dealer mode',
      fields: [
        { name: 'isSingleDealer', type: 'checkbox', defaultValue: false },
        { name: 'singleDealerCompanyId', type: 'number', admin: { condition: (_, s) => Boolean(s?.isSingleDealer) } },
      ],
    },
    {
      name: 'dealerSearch',
      type: 'group',
      fields: [{ name: 'radiusMiles', type: 'number', required: true, defaultValue: 50, min: 1, max: 500 }],
    },
    {
      name: 'providers',
      type: 'group',
      label: 'Outside providers',
      access: { update: ({ req }) => Boolean(isAdmin({ req })) },
      fields: [
        providerUrl('dealersBaseUrl', 'Dealer locator base URL'),
        providerUrl('reviewsBaseUrl', 'Dealer reviews base URL'),
        providerUrl('rebatesBaseUrl', 'Rebates base URL'),
        providerUrl('productsBaseUrl', 'Products base URL'),
      ],
    },
    rebateWidgetSettingField,
    ratingsWidgetSettingField,
  ],
}
