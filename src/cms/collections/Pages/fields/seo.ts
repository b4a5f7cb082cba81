import { MetaDescriptionField, MetaImageField, MetaTitleField } from '@payloadcms/plugin-seo/fields'
import type { Field } from 'payload'

import { normalizeHref } from '../../../../blocks/_core/shared/fields'
import { env } from '../../../../config/env'
import { validateHref } from '../../../../domain/url'

/** A plugin field with its own settings kept (its admin component above all) and ours added. */
function withAdmin<F extends Field & { admin?: object }>(
  field: F,
  extra: Partial<F>,
  description: string,
  Field?: { path: string },
): F {
  const admin: Record<string, unknown> = { ...(field.admin as Record<string, unknown>), description }
  if (Field) admin.components = { ...(admin.components as object | undefined), Field }
  return { ...field, localized: false, ...extra, admin } as F
}

/** The field with Payload's own admin component instead of the plugin's. */
function withoutComponent<F extends Field>(field: F): F {
  const { components, ...admin } = (field.admin ?? {}) as Record<string, unknown>
  const { Field: _plugin, ...rest } = (components ?? {}) as Record<string, unknown>
  return { ...field, admin: { ...admin, components: rest } } as F
}

/** The longest description kept; the field's hint counts towards the 100–150 characters results show. */
const DESCRIPTION_MAX = 300

/** The admin's fields for the search group (components/admin/SeoFields.client.tsx). */
const component = (name: string, clientProps?: Record<string, unknown>) => ({
  path: `@/components/admin/SeoFields.client#${name}`,
  ...(clientProps ? { clientProps } : {}),
})

/**
 * How the page appears in search results and when shared (@payloadcms/plugin-seo's fields, with the site's own
 * admin components): title and description with length hints (the title counted as the site writes it, with
 * ' | {brand name}') and 'Generate from the page' buttons (the plugin's generate endpoints, cms/seo/plugin.ts),
 * a live result preview at the page's real address, a sharing image (else the site's social image) and the
 * canonical address (else the page's own).
 */
export const seoField: Field = {
  name: 'seo',
  type: 'group',
  label: 'Search engines and sharing',
  fields: [
    withAdmin(
      MetaTitleField({ hasGenerateFn: true }),
      { localized: true },
      'Defaults to the page title. Search results show 50 to 60 characters in full, counted with the brand name the site adds after it.',
      component('SeoTitleField'),
    ),
    withAdmin(
      MetaDescriptionField({}),
      {
        localized: true,
        validate: (value: string | null | undefined) =>
          !value ||
          value.length <= DESCRIPTION_MAX ||
          `Keep the description under ${DESCRIPTION_MAX} characters.`,
      },
      'Search results show 100 to 150 characters in full.',
      component('SeoDescriptionField'),
    ),
    // Payload's own upload field: the plugin's component adds a red 'No image' mark, though the site's social
    // image stands in for an empty one.
    withoutComponent(
      withAdmin(
        MetaImageField({ relationTo: 'media' }),
        { label: 'Sharing image' },
        'Shown when the page is shared. Defaults to the site’s social image.',
      ),
    ),
    {
      name: 'preview',
      type: 'ui',
      admin: { components: { Field: component('SeoPreview', { siteUrl: env().SITE_URL }) } },
    },
    {
      name: 'canonical',
      type: 'text',
      label: 'Canonical address',
      admin: {
        description: 'Only when another address holds the original of this content. Defaults to this page.',
      },
      hooks: { beforeValidate: [normalizeHref] },
      validate: (value: string | null | undefined) => (value ? validateHref(value) : true),
    },
    { name: 'noIndex', type: 'checkbox', label: 'Hide from search engines', defaultValue: false },
  ],
}
