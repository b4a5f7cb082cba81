import type { GlobalConfig, PayloadRequest } from 'payload'

import { cacheTags } from '../../config/cacheTags'
import { staffOrInProcess, isAdmin, isStaff } from '../access'
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
  return media.mimeType && FAVICON_TYPES.includes(media.mimeType)
    ? true
    : 'Use an SVG, PNG or ICO image for the favicon.'
}

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Admin' },
  access: { read: staffOrInProcess, update: isStaff },
  hooks: { afterChange: [revalidateGlobal(cacheTags.global('site-settings'))] },
  // Three tabs without names: they only group the form, so the stored settings keep their shape.
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Brand',
          description: 'How the brand appears on every page and in what the site sends dealers.',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'brandName',
                  label: 'Brand name',
                  type: 'text',
                  required: true,
                  defaultValue: 'Alderline',
                  admin: {
                    description:
                      'Names the logo and appears in the site’s own texts (“Contact a local Alderline dealer”).',
                  },
                },
                {
                  name: 'brandCode',
                  label: 'Brand code',
                  type: 'text',
                  required: true,
                  defaultValue: 'ALD',
                  admin: { description: 'Sent with every lead and dealer search.' },
                },
                {
                  name: 'sourceTag',
                  label: 'Lead source tag',
                  type: 'text',
                  required: true,
                  defaultValue: 'ALDWEB',
                  admin: { description: 'Sent with every lead, so the dealer sees it came from this site.' },
                },
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
                    description:
                      'Shown in the header, named by the brand name. Empty: a mark drawn in the brand colours beside the brand name.',
                  },
                },
                {
                  name: 'favicon',
                  label: 'Browser tab icon (favicon)',
                  type: 'upload',
                  relationTo: 'media',
                  // Formats every browser shows in a tab.
                  filterOptions: { mimeType: { in: FAVICON_TYPES } },
                  admin: {
                    description: 'A square SVG, PNG (at least 48 × 48) or ICO. Empty: the drawn brand mark.',
                  },
                  validate: validateFavicon,
                },
              ],
            },
            {
              name: 'customerServicePhone',
              label: 'Customer service phone',
              type: 'text',
              required: true,
              defaultValue: '1-800-555-0142',
              admin: { description: 'Shown in the header and the footer.' },
            },
            {
              name: 'supportHours',
              label: 'Support hours',
              type: 'array',
              labels: { singular: 'Line', plural: 'Support-hours lines' },
              admin: {
                description: 'Shown in the footer, one line each (for example “Mon–Fri 8 am–8 pm ET”).',
              },
              fields: [{ name: 'line', type: 'text', required: true, localized: true }],
            },
          ],
        },
        {
          label: 'Locator',
          description: 'How the dealer locator searches and what it shows.',
          fields: [
            {
              name: 'dealerSearch',
              type: 'group',
              label: 'Dealer search',
              fields: [
                {
                  name: 'radiusMiles',
                  label: 'Search radius (miles)',
                  type: 'number',
                  required: true,
                  defaultValue: 50,
                  min: 1,
                  max: 500,
                  admin: { description: 'How far from the visitor’s zip or postal code dealers are found.' },
                },
              ],
            },
            {
              name: 'singleDealer',
              type: 'group',
              label: 'Single-dealer mode',
              admin: { description: 'For a campaign site that sends every visitor to one dealer.' },
              fields: [
                {
                  name: 'isSingleDealer',
                  label: 'Show one dealer only',
                  type: 'checkbox',
                  defaultValue: false,
                },
                {
                  name: 'singleDealerCompanyId',
                  label: 'That dealer’s company id',
                  type: 'number',
                  admin: { condition: (_, s) => Boolean(s?.isSingleDealer) },
                },
              ],
            },
            {
              name: 'infoEndpointMarkers',
              label: 'Campaign markers',
              type: 'array',
              labels: { singular: 'Marker', plural: 'Campaign markers' },
              admin: {
                description:
                  'When the landing address or referrer contains one of these, the alternate locator path is used for 7 days.',
              },
              fields: [{ name: 'marker', type: 'text', required: true }],
            },
          ],
        },
        {
          label: 'Integrations',
          description:
            'Outside services the site talks to. Only admins may change the tag manager, the provider addresses and the widgets.',
          fields: [
            {
              name: 'analyticsContainerId',
              label: 'Tag manager container id',
              type: 'text',
              // The container's tags run as scripts on every page, with the site's rights.
              access: { update: ({ req }) => Boolean(isAdmin({ req })) },
              admin: {
                description:
                  'Optional. Empty: no tag manager loads. The site’s Content-Security-Policy must allow https://www.googletagmanager.com and the hosts of the container’s tags (docs/security-headers.md); until it does, browsers block the tag manager.',
              },
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
        },
      ],
    },
  ],
}
