import { seoPlugin } from '@payloadcms/plugin-seo'
import { APIError, type Config, type Field, type PayloadRequest, type Plugin } from 'payload'

import * as z from '../../domain/zod'
import { env } from '../../config/env'
import { pageAddress } from '../../domain/seo/snippet'
import { generateSeoDescription, generateSeoTitle } from './generate'

/** The collections with the 'Search engines and sharing' group (Pages/fields/seo.ts): pages only, so far. */
export const SEO_COLLECTIONS = ['pages']

/** What the generate buttons send of the page being edited (the form's data as it stands, saved or not). */
const generateRequest = z.object({
  doc: z
    .object({
      title: z.string().max(1_000).nullish(),
      path: z.string().max(2_000).nullish(),
      layout: z.array(z.unknown()).max(500).nullish(),
    })
    .passthrough(),
})

function pageFrom(data: unknown) {
  const parsed = generateRequest.safeParse(data)
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }))
    throw new APIError('The page sent to generate from is not readable.', 400, { errors }, true)
  }
  return parsed.data.doc
}

async function brandName(req: PayloadRequest): Promise<string> {
  const settings = await req.payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    req,
    overrideAccess: true,
  })
  return settings.brandName
}

/** Drops the 'meta' group the plugin appends to the collections it serves. */
const withoutMetaGroup = (fields: Field[]) =>
  fields.filter((field) => !('name' in field && field.name === 'meta'))

/**
 * @payloadcms/plugin-seo for its generate endpoints (`/api/plugin-seo/generate-title`, `-description`, `-url`),
 * which answer signed-in staff who may edit the document, and its admin texts. The plugin serves only the
 * collections it is given, and adds its own 'meta' group to them; the pages place the plugin's fields by hand
 * in their 'seo' group, so that group is taken out again and the stored schema is unchanged.
 */
export const seo: Plugin = async (incoming: Config): Promise<Config> => {
  const config = await seoPlugin({
    collections: SEO_COLLECTIONS,
    generateTitle: async ({ req, ...data }) => generateSeoTitle(pageFrom(data), await brandName(req)),
    generateDescription: async (data) => generateSeoDescription(pageFrom(data)),
    generateURL: async (data) => pageAddress(env().SITE_URL, pageFrom(data).path),
  })(incoming)
  return {
    ...config,
    collections: config.collections?.map((collection) =>
      SEO_COLLECTIONS.includes(collection.slug)
        ? { ...collection, fields: withoutMetaGroup(collection.fields) }
        : collection,
    ),
  }
}
