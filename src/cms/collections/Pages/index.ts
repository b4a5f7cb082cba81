import type { CollectionConfig, PayloadRequest } from 'payload'

import { layoutBlocks } from '../../../blocks/_core/configs'
import { isReservedPath, isValidPath, normalizePath } from '../../../domain/paths'
import { env } from '../../../config/env'
import { DEFAULT_LOCALE, isLocale, type Locale, localeOfPath, pathInLocale } from '../../../config/locales'
import { originOf } from '../../../config/origins'
import { isStaff, publishedOrStaff } from '../../access'
import { addressCheckEndpoint } from '../../admin/pagePicker/addressCheck'
import { capReads } from '../../hooks/capReads'
import { redirectMovedPage, rememberPublishedPath } from './hooks/autoRedirect'
import { whereUsedField } from '../../usage/hooks'
import { seoField } from './fields/seo'
import { pageHoldingPath, pathClashMessage, refusePathClash } from './hooks/pathClash'
import { revalidatePageAfterChange, revalidatePageAfterDelete } from './hooks/revalidatePage'

/**
 * The preview route at the host the admin was opened at, so the preview frame shares its session, for the page's
 * address in the language being edited (`/es/productos/hornos` while editing the Spanish).
 */
/** A page address typed with a language's prefix: each language's address is written without it. */
export const languagePrefixMessage =
  'Write the address without /es or /fr: the language is chosen at the top of the page, and the site adds its prefix.'

const previewUrl = (path: unknown, req: { headers: Headers }, locale: Locale = DEFAULT_LOCALE) =>
  `${originOf(req.headers, env())}/next/preview?path=${encodeURIComponent(pathInLocale(locale, typeof path === 'string' ? path : '/'))}`

const localeCode = (locale: unknown): Locale => {
  const code = typeof locale === 'object' && locale !== null ? Reflect.get(locale, 'code') : locale
  return isLocale(code) ? code : DEFAULT_LOCALE
}

/**
 * Live preview follows the address being typed, except one another page holds: then it stays on this page's
 * saved address, so the frame never shows the other page under this page's name. It shows the language being
 * edited; a translation without an address of its own yet shows that language's home.
 */
async function livePreviewUrl({
  data,
  req,
  locale: editing,
}: {
  data: Record<string, unknown>
  req: PayloadRequest
  locale?: unknown
}) {
  const locale = localeCode(editing ?? req.locale)
  const typed = typeof data.path === 'string' ? normalizePath(data.path) : undefined
  const id = typeof data.id === 'number' || typeof data.id === 'string' ? data.id : undefined
  if (typed && isValidPath(typed) && !(await pageHoldingPath(req, typed, id)))
    return previewUrl(typed, req, locale)
  if (id === undefined) return previewUrl('/', req, locale)
  const saved = await req.payload.findByID({
    collection: 'pages',
    id,
    draft: true,
    depth: 0,
    locale,
    fallbackLocale: false,
    req,
    overrideAccess: true,
  })
  return previewUrl(saved.path || '/', req, locale)
}

export const Pages: CollectionConfig = {
  slug: 'pages',
  // Deleting moves to the trash, where staff restore it or delete it for good.
  trash: true,
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    // The list's search (and the list drawers') finds a page by its address as well as its title.
    listSearchableFields: ['title', 'path'],
    defaultColumns: ['title', 'path', 'translations', '_status', 'updatedAt'],
    livePreview: { url: livePreviewUrl },
    preview: (data, { req, locale }) => previewUrl(data?.path, req, localeCode(locale)),
    // Before Unpublish and Delete: what links here (menus, redirects, other pages) and would lose the page.
    components: {
      edit: {
        // Publish, with a schedule drawer that starts on the action that makes sense (cms/admin/schedule).
        PublishButton: '@/cms/admin/schedule/PublishButton.client#PublishButton',
        beforeDocumentControls: [
          // Why the last save was refused, each field's message whole, until it is put right.
          '@/components/admin/SaveProblems.client#SaveProblems',
          {
            path: '@/cms/usage/InUseNote#InUseNote',
            serverProps: { collectionSlug: 'pages', what: 'page' },
          },
        ],
      },
    },
  },
  access: { read: publishedOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  // What the server says of an address as it is typed on a new page (cms/admin/pagePicker).
  endpoints: [addressCheckEndpoint],
  // Drafts are validated: 'Create New' saves nothing until the editor has given the page a title and an
  // address, and an address another page uses shows its message while it is typed. A block's required fields
  // are held to on publishing only (blocks/_core/admin/requiredOnPublish.ts), so an autosave keeps the
  // page's other changes while a block is incomplete. Publishing and
  // unpublishing can be scheduled (the jobs queue runs them: cms/jobs).
  versions: { drafts: { autosave: { interval: 800 }, validate: true, schedulePublish: true }, maxPerDoc: 50 },
  hooks: {
    beforeOperation: [capReads],
    beforeChange: [refusePathClash, rememberPublishedPath],
    afterChange: [redirectMovedPage, revalidatePageAfterChange],
    afterDelete: [revalidatePageAfterDelete],
  },
  fields: [
    // Each language has its own title, address and blocks (the address: /fr/produits/thermopompes/ one day).
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'path',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      localized: true,
      admin: {
        position: 'sidebar',
        description: 'The full address of the page, such as / or /products/furnaces.',
        // Proposed from the title while the page is new (cms/admin/pagePicker/PagePathField.client.tsx).
        components: { Field: '@/cms/admin/pagePicker/PagePathField.client#PagePathField' },
      },
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normalizePath(value) : value)] },
      // Checked as it will be stored: the admin checks the address as typed, before the hook above has run, so
      // '/about/' is read as '/about' (and named as taken) rather than refused for its slash.
      validate: async (
        typed: string | null | undefined,
        { req, id }: { req: PayloadRequest; id?: number | string },
      ) => {
        const value = typed ? normalizePath(typed) : typed
        if (!value || (value === '/' && typed?.trim() === '')) return 'Enter the page address.'
        if (!isValidPath(value)) return 'Use lower-case letters, digits and dashes between slashes.'
        if (isReservedPath(value)) return 'This address is used by the site itself.'
        // Every language's address is stored without its prefix; /es/… and /fr/… are those languages' own.
        if (localeOfPath(value).locale !== DEFAULT_LOCALE) return languagePrefixMessage
        const other = await pageHoldingPath(req, value, id)
        return other ? pathClashMessage(other.title, other.trashed) : true
      },
    },
    seoField,
    // Which languages have their own title and blocks, in the sidebar and as a column of the list.
    {
      name: 'translations',
      type: 'ui',
      label: 'Translations',
      admin: {
        position: 'sidebar',
        components: {
          Field: '@/cms/collections/Pages/translation/TranslationState#TranslationStateField',
          Cell: '@/cms/collections/Pages/translation/TranslationState#TranslationStateCell',
        },
      },
    },
    // Menus, redirects and other pages' buttons that lead here (they drop the link if the page goes).
    whereUsedField,
    // Localized as a whole: each language has its own list of blocks (the fields inside are not localized).
    {
      name: 'layout',
      type: 'blocks',
      blocks: layoutBlocks,
      localized: true,
      admin: { initCollapsed: false },
    },
  ],
}
