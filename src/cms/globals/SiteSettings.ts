import type { GlobalConfig } from 'payload'

import { cacheTags } from '../../config/cacheTags'
import { anyone, isAdmin, isStaff } from '../access'
import { revalidateGlobal } from '../hooks/revalidate'

const providerUrl = (name: string, label: string) => ({
  name,
  label,
  type: 'text' as const,
  admin: { description: 'Leave empty to use this site’s own /api/v1 service.' },
  validate: (value: string | null | undefined) =>
    !value || /^https?:\/\//.test(value) ? true : 'Enter an absolute http(s) address or leave empty.',
})

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
  ],
}
