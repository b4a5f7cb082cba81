import { searchPlugin } from '@payloadcms/plugin-search'
import type { CollectionBeforeValidateHook, CollectionConfig, Config, Field, Plugin } from 'payload'

import { DEFAULT_LOCALE, isLocale, LOCALE_NAMES, LOCALES } from '../../../config/locales'
import { wordsOf } from '../../../domain/search/query'
import { isAdmin, isStaff } from '../../access'
import { capReads } from '../../hooks/capReads'
import {
  MAX_QUERY_ROWS,
  SEARCH,
  SEARCH_KINDS,
  SEARCH_PINS,
  SEARCH_QUERIES,
  SEARCHED_COLLECTIONS,
} from './constants'
import { beforeSync } from './sync'
import { withTranslationHooks } from './translations'

const nobody = () => false

/** The fields the site search reads, besides the plugin's title, priority and document. */
const entryFields: Field[] = [
  {
    name: 'kind',
    type: 'select',
    index: true,
    options: SEARCH_KINDS.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })),
    admin: { readOnly: true, position: 'sidebar' },
  },
  { name: 'url', type: 'text', label: 'Address', admin: { readOnly: true } },
  {
    name: 'body',
    type: 'textarea',
    label: 'Text searched',
    admin: { readOnly: true, description: 'The words of the document as the search reads them.' },
  },
  {
    // Each language's search finds only its own entries; the plugin's (with `doc`) are the English ones.
    name: 'locale',
    type: 'select',
    label: 'Language',
    required: true,
    defaultValue: DEFAULT_LOCALE,
    index: true,
    options: LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] })),
    admin: { readOnly: true, position: 'sidebar' },
  },
  {
    // A Spanish or French entry's document ('pages:12'): the plugin keeps one entry per `doc`, so these have none.
    name: 'source',
    type: 'text',
    label: 'Translation of',
    index: true,
    admin: { readOnly: true, position: 'sidebar' },
  },
]

/**
 * The plugin's collection: one entry per published page, post, product and resource (PDF), kept by the
 * plugin's hooks with the text beforeSync gathers, and one per dealers' city (kept by reindex.ts, so `doc`
 * is optional here). Visitors never read it through REST; the site queries it in process.
 */
const searchPluginConfig = searchPlugin({
  collections: [...SEARCHED_COLLECTIONS],
  beforeSync,
  // The plugin keeps the English entries: one per document with its English title and text (the search reads
  // them in SQL, docs/search.md). A save in Spanish or French leaves that entry as it is; the document's Spanish
  // and French entries are kept by the hooks of translations.ts.
  localize: false,
  skipSync: ({ locale }) => isLocale(locale) && locale !== DEFAULT_LOCALE,
  defaultPriorities: { pages: 0, posts: 0, products: 0, documents: 0 },
  searchOverrides: {
    labels: { singular: 'Search entry', plural: 'Search index' },
    access: { read: isStaff, create: nobody, update: isStaff, delete: isAdmin },
    admin: {
      group: 'Search',
      defaultColumns: ['title', 'kind', 'locale', 'url', 'priority'],
      description:
        'What the site search finds, kept in step with the published pages, posts, products, resources and dealers’ cities. A higher priority ranks an entry higher.',
    },
    hooks: { beforeOperation: [capReads] },
    // An entry follows its page (removed with it): it is not a use that should hold the page back.
    custom: { whereUsed: false },
    fields: ({ defaultFields }) => [
      ...defaultFields.map((f) => ('name' in f && f.name === 'doc' ? { ...f, required: false } : f)),
      ...entryFields,
    ],
  },
})

/** A query as pins compare it: its words in lower case, single spaces (domain/search/query.ts). */
const normalizeQuery: CollectionBeforeValidateHook = ({ data }) => {
  if (data && typeof data.query === 'string') data.query = wordsOf(data.query).join(' ')
  return data
}

/** Results an editor puts first for a query ('filter' → the filter maintenance page). */
export const SearchPins: CollectionConfig = {
  slug: SEARCH_PINS,
  labels: { singular: 'Pinned result', plural: 'Pinned results' },
  admin: {
    group: 'Search',
    useAsTitle: 'query',
    defaultColumns: ['query', 'results', 'updatedAt'],
    description:
      'For a query, the results shown first, in this order. The query matches what a visitor typed, ignoring case and punctuation.',
  },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: { beforeOperation: [capReads], beforeValidate: [normalizeQuery] },
  fields: [
    {
      name: 'query',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 100,
      admin: { description: 'The words a visitor searches for, e.g. filter.' },
    },
    {
      name: 'results',
      type: 'relationship',
      relationTo: SEARCH,
      hasMany: true,
      required: true,
      maxRows: 5,
      admin: { description: 'Shown first, in this order (at most five).' },
    },
  ],
}

/** The queries visitors searched for, counted by the search page (lib/search/queryLog.ts). */
export const SearchQueries: CollectionConfig = {
  slug: SEARCH_QUERIES,
  labels: { singular: 'Search query', plural: 'Searches' },
  admin: {
    group: 'Search',
    useAsTitle: 'query',
    defaultColumns: ['query', 'noResults', 'count', 'lastResults', 'lastSearched'],
    listSearchableFields: ['query'],
    description: `What visitors searched for, those that most often found nothing first. The ${MAX_QUERY_ROWS} searched most recently are kept.`,
  },
  defaultSort: '-noResults',
  access: { read: isStaff, create: nobody, update: nobody, delete: isStaff },
  hooks: { beforeOperation: [capReads] },
  fields: [
    { name: 'query', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    {
      name: 'count',
      type: 'number',
      required: true,
      defaultValue: 0,
      label: 'Searches',
      admin: { readOnly: true },
    },
    {
      name: 'noResults',
      type: 'number',
      required: true,
      defaultValue: 0,
      index: true,
      label: 'Searches with no results',
      admin: { readOnly: true },
    },
    { name: 'lastResults', type: 'number', label: 'Results last time', admin: { readOnly: true } },
    {
      name: 'lastSearched',
      type: 'date',
      index: true,
      label: 'Last searched',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}

/** The site search: the plugin's collection and hooks, the pins and the query log (docs/search.md). */
export const siteSearch: Plugin = (config: Config) => {
  const withPlugin = searchPluginConfig(config) as Config
  return {
    ...withPlugin,
    collections: [...withTranslationHooks(withPlugin.collections ?? []), SearchPins, SearchQueries],
  }
}
