import {
  MetaDescriptionField,
  MetaImageField,
  MetaTitleField,
  OverviewField,
  PreviewField,
} from '@payloadcms/plugin-seo/fields'
import type { Field } from 'payload'

import { normalizeHref } from '../../../../blocks/_core/shared/fields'
import { validateHref } from '../../../../domain/url'

/** A plugin field with its own settings kept (its admin component above all) and ours added. */
function withAdmin<F extends Field & { admin?: object }>(
  field: F,
  extra: Partial<F>,
  description: string,
): F {
  return { ...field, ...extra, localized: false, admin: { ...field.admin, description } }
}

/** The longest description kept; the field's hint counts towards the 100–150 characters results show. */
const DESCRIPTION_MAX = 300

/**
 * How the page appears in search results and when shared (@payloadcms/plugin-seo's fields): title and
 * description with length hints and a live result preview, a sharing image (else the site's social image) and
 * the canonical address (else the page's own).
 */
export const seoField: Field = {
  name: 'seo',
  type: 'group',
  label: 'Search engines and sharing',
  fields: [
    OverviewField({ titlePath: 'seo.title', descriptionPath: 'seo.description', imagePath: 'seo.image' }),
    withAdmin(
      MetaTitleField({}),
      {},
      'Defaults to the page title. Search results show 50 to 60 characters in full.',
    ),
    withAdmin(
      MetaDescriptionField({}),
      {
        validate: (value: string | null | undefined) =>
          !value ||
          value.length <= DESCRIPTION_MAX ||
          `Keep the description under ${DESCRIPTION_MAX} characters.`,
      },
      'Search results show 100 to 150 characters in full.',
    ),
    withAdmin(
      MetaImageField({ relationTo: 'media' }),
      { label: 'Sharing image' },
      'Shown when the page is shared. Defaults to the site’s social image.',
    ),
    PreviewField({ titlePath: 'seo.title', descriptionPath: 'seo.description' }),
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
