import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Block, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { blocksFor } from '../../../../blocks/_core/configs'
import { isReservedPath, isValidPath } from '../../../../domain/paths'
import type { DemoImages } from '../../media/imageKeys'
import { DEALER_RESOURCES_PATH } from '../../products/page'
import { contentDemoPages } from '../demo'
import { legalPages } from '../legalPages'
import { outsideSitePages } from '../outsideSites'
import { demoPages, type DemoPage } from '../pages'
import { siteDemoPages } from '../site'
import { FOOTER_HEADINGS, FOOTER_LEGAL, NAVIGATION_LABELS, SUPPORT_HOURS } from './globals'
import { allTranslatedDemoContent, linkIn, pagePathIn, TRANSLATED_LOCALES, type TranslatedLocale } from '.'

/** Media ids stand in as numbers, as in the other seed tests. */
const images = new Proxy(
  {},
  { get: (_, key) => (typeof key === 'string' ? key.length : undefined) },
) as DemoImages

const englishPages: DemoPage[] = [
  ...demoPages(images),
  ...contentDemoPages.map((page) => page(images)),
  ...legalPages,
  ...siteDemoPages.map((page) => page(images)),
  ...outsideSitePages,
]
const englishByPath = new Map(englishPages.map((page) => [page.path, page]))
/** Every address the seed gives a page (the catalogue writes the dealer resources page). */
const seededEnglishPaths = new Set([...englishByPath.keys(), DEALER_RESOURCES_PATH])

const content = allTranslatedDemoContent({ images })

/** The documents the translation covers: nine pages and three globals, in both languages. */
const PAGES = [
  '/',
  '/find-a-dealer',
  '/find-your-dealer',
  '/rebates',
  '/customer-service',
  '/products/heat-pumps',
  '/products/air-conditioners',
  '/products/furnaces',
  '/privacy',
]
const GLOBALS = ['header', 'footer', 'site-settings']

/**
 * Texts that stay as they are in every language: the brand and the demo models' names. 'No' is the same word in
 * Spanish (the comparison's ComfortLink row).
 */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'Alderline',
  'Demo AC 14',
  'Demo AC 16',
  'Demo AC 20',
  'Demo HP 15',
  'Demo HP 18',
  'Demo HP 20',
  'Demo AH Multi-Speed',
  'Demo AH Variable-Speed',
  'Demo Furnace 80',
  'Demo Furnace 80 Two-Stage',
  'Demo Furnace 95',
  'Demo Furnace 97 Modulating',
])
const SAME_WORD: Record<TranslatedLocale, Set<string>> = { es: new Set(['No']), 'fr-CA': new Set() }

/** Fields that hold a link's address: they point to the same page, at its address in the language. */
const LINK_FIELDS = new Set(['url', 'href', 'link', 'buttonUrl', 'linkUrl', 'product_link'])

const pageBlocks = blocksFor('page')

type Problem = string
type Data = Record<string, unknown> | undefined

const textOfRichText = (value: unknown): string[] => {
  const texts: string[] = []
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return
    const { text, children } = node as { text?: unknown; children?: unknown }
    if (typeof text === 'string') texts.push(text)
    if (Array.isArray(children)) children.forEach(visit)
  }
  visit((value as { root?: unknown } | null | undefined)?.root)
  return texts
}

const isEmpty = (field: Field, value: unknown): boolean => {
  if (value === undefined || value === null || value === '') return true
  if (Array.isArray(value)) return value.length === 0
  if (field.type === 'richText') return textOfRichText(value).every((text) => text.trim() === '')
  return false
}

const hasLetters = (text: string) => /\p{L}/u.test(text)

/**
 * Walks a translated block against its config and the English block it replaces, reporting: a required field
 * left empty, a text left English or dropped, a setting (select, checkbox, number, picture) that differs, a list
 * of another length, a block of another type, and a link that does not lead to the same page in the language.
 */
function compareFields(
  locale: TranslatedLocale,
  fields: Field[],
  data: Data,
  english: Data,
  at: string,
  problems: Problem[],
): void {
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible') {
      compareFields(locale, field.fields, data, english, at, problems)
      continue
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) {
          compareFields(
            locale,
            tab.fields,
            data?.[tab.name] as Data,
            english?.[tab.name] as Data,
            `${at}.${tab.name}`,
            problems,
          )
        } else compareFields(locale, tab.fields, data, english, at, problems)
      }
      continue
    }
    if (!('name' in field) || field.type === 'ui') continue
    const here = `${at}.${field.name}`
    const value = data?.[field.name]
    const source = english?.[field.name]
    // A required field with a default is filled by the CMS when it is left out, as the English block leaves it.
    const defaulted = 'defaultValue' in field && field.defaultValue !== undefined && isEmpty(field, source)
    if ('required' in field && field.required && isEmpty(field, value) && !defaulted)
      problems.push(`${here}: required, empty`)
    if (
      'minRows' in field &&
      typeof field.minRows === 'number' &&
      Array.isArray(value) &&
      value.length < field.minRows
    )
      problems.push(`${here}: fewer than ${field.minRows} rows`)

    switch (field.type) {
      case 'text':
      case 'textarea': {
        if (typeof source !== 'string' || source === '') {
          if (value !== source && !(isEmpty(field, value) && isEmpty(field, source)))
            problems.push(`${here}: set where the English is not`)
          break
        }
        if (typeof value !== 'string' || value === '') {
          problems.push(`${here}: empty where the English says "${source}"`)
          break
        }
        if (LINK_FIELDS.has(field.name)) {
          if (value !== linkIn(locale, source))
            problems.push(`${here}: ${value}, where the page is at ${linkIn(locale, source)}`)
          break
        }
        if (
          value === source &&
          hasLetters(source) &&
          !SAME_IN_EVERY_LANGUAGE.has(source) &&
          !SAME_WORD[locale].has(source)
        )
          problems.push(`${here}: still English: "${source}"`)
        break
      }
      case 'richText': {
        const translated = textOfRichText(value)
        const original = textOfRichText(source)
        if (translated.length !== original.length)
          problems.push(`${here}: ${translated.length} paragraphs for ${original.length}`)
        translated.forEach((text, index) => {
          if (text === original[index]) problems.push(`${here}: still English: "${text}"`)
        })
        break
      }
      case 'group':
        compareFields(locale, field.fields, value as Data, source as Data, here, problems)
        break
      case 'array': {
        const rows = (value ?? []) as Data[]
        const sourceRows = (source ?? []) as Data[]
        if (rows.length !== sourceRows.length)
          problems.push(`${here}: ${rows.length} rows for ${sourceRows.length}`)
        rows.forEach((row, index) =>
          compareFields(locale, field.fields, row, sourceRows[index], `${here}.${index}`, problems),
        )
        break
      }
      case 'blocks': {
        const blocks = (value ?? []) as Data[]
        const sourceBlocks = (source ?? []) as Data[]
        compareBlocks(locale, field.blocks, blocks, sourceBlocks, here, problems)
        break
      }
      default:
        // Selects, checkboxes, numbers, pictures and page picks are the English block's settings.
        if (JSON.stringify(value ?? null) !== JSON.stringify(source ?? null))
          problems.push(`${here}: ${JSON.stringify(value)} for ${JSON.stringify(source)}`)
    }
  }
}

function compareBlocks(
  locale: TranslatedLocale,
  configs: Block[],
  blocks: Data[],
  english: Data[],
  at: string,
  problems: Problem[],
): void {
  const types = (list: Data[]) => list.map((block) => block?.blockType)
  if (JSON.stringify(types(blocks)) !== JSON.stringify(types(english))) {
    problems.push(`${at}: blocks ${types(blocks).join(', ')} for ${types(english).join(', ')}`)
    return
  }
  blocks.forEach((block, index) => {
    const config = configs.find((candidate) => candidate.slug === block?.blockType)
    if (!config) problems.push(`${at}.${index}: no block config "${String(block?.blockType)}"`)
    else
      compareFields(locale, config.fields, block, english[index], `${at}.${index} (${config.slug})`, problems)
  })
}

/** Every link address in a layout, wherever a block keeps it. */
function linksOf(layout: unknown): string[] {
  const links: string[] = []
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit)
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) {
        if (LINK_FIELDS.has(key) && typeof inner === 'string') links.push(inner)
        else visit(inner)
      }
  }
  visit(layout)
  return links
}

const pagePath = (href: string) => {
  const bare = href.replace(/[?#].*$/, '')
  return bare.length > 1 ? bare.replace(/\/$/, '') : bare
}

describe.each(TRANSLATED_LOCALES)('the demo content in %s', (locale) => {
  const translated = content.find((entry) => entry.locale === locale)!
  /** The addresses of the seeded pages in this language: translated ones at their own, the others at the English. */
  const seededPaths = new Set([...seededEnglishPaths].map((englishPath) => pagePathIn(locale, englishPath)))

  it('translates every listed page and global', () => {
    expect(translated.pages.map((page) => page.englishPath).sort()).toEqual([...PAGES].sort())
    expect(translated.globals.map((global) => global.slug).sort()).toEqual([...GLOBALS].sort())
  })

  it.each(PAGES)('gives %s a translation of its own title, address, seo and every block', (englishPath) => {
    const english = englishByPath.get(englishPath)!
    expect(english, englishPath).toBeTruthy()
    const page = translated.pages.find((entry) => entry.englishPath === englishPath)!.data

    expect(page.path).toBe(pagePathIn(locale, englishPath))
    expect(isValidPath(page.path) && !isReservedPath(page.path), page.path).toBe(true)
    if (page.path !== '/')
      expect(seededEnglishPaths.has(page.path), `${page.path} is another page's`).toBe(false)
    expect(page.title).toBeTruthy()
    expect(page.title).not.toBe(english.title)
    for (const key of ['title', 'description'] as const) {
      if (english.seo?.[key]) {
        expect(page.seo?.[key], key).toBeTruthy()
        expect(page.seo?.[key], key).not.toBe(english.seo[key])
      } else expect(page.seo?.[key] ?? null, key).toBe(english.seo?.[key] ?? null)
    }

    const problems: Problem[] = []
    compareBlocks(
      locale,
      pageBlocks,
      (page.layout ?? []) as unknown as Data[],
      (english.layout ?? []) as unknown as Data[],
      'layout',
      problems,
    )
    expect(problems).toEqual([])
  })

  it('links inside the site only to pages the seed writes, at their address in this language', () => {
    for (const { englishPath, data } of translated.pages) {
      const links = linksOf(data.layout)
      for (const link of links.filter((href) => href.startsWith('/'))) {
        expect(seededPaths.has(pagePath(link)), `${englishPath}: ${link}`).toBe(true)
      }
    }
  })

  it('keeps saying that the content is demo content where the English does', () => {
    const marker = locale === 'es' ? /demostración|ficticia/ : /démonstration|fictive|fictif/
    for (const { englishPath, data } of translated.pages) {
      const english = englishByPath.get(englishPath)!
      if (/Demo content|fictional|demonstration/.test(JSON.stringify(english.layout)))
        expect(JSON.stringify(data.layout), englishPath).toMatch(marker)
    }
  })

  it('writes the language’s own punctuation', () => {
    const texts = translated.pages.flatMap(({ data }) => {
      const all: string[] = [data.title, data.seo?.title ?? '', data.seo?.description ?? '']
      const visit = (value: unknown, key = ''): void => {
        if (typeof value === 'string' && !LINK_FIELDS.has(key)) all.push(value)
        else if (Array.isArray(value)) value.forEach((inner) => visit(inner))
        else if (value && typeof value === 'object')
          for (const [k, inner] of Object.entries(value)) visit(inner, k)
      }
      visit(data.layout)
      return all
    })
    for (const text of texts) {
      if (locale === 'es') {
        // A question opens with ¿ where it ends with ?.
        if (/\?$/.test(text)) expect(text, text).toMatch(/¿/)
      } else {
        expect(text, text).not.toMatch(/ [:;»$%]|« |\d \d{3}\b/)
        expect(text, text).not.toMatch(/\p{L}'\p{L}/u)
      }
    }
  })
})

describe('the globals’ texts', () => {
  const seedSource = readFileSync(path.resolve(import.meta.dirname, '../index.ts'), 'utf8')
  const quoted = (key: string) =>
    [...seedSource.matchAll(new RegExp(`${key}:\\s*'([^']+)'`, 'g'))].map((match) => match[1]!)
  const headerAndFooter = seedSource.slice(seedSource.indexOf("slug: 'header'"))

  it.each([
    ['link labels', NAVIGATION_LABELS, [...headerAndFooter.matchAll(/label: '([^']+)'/g)].map((m) => m[1]!)],
    [
      'footer headings',
      FOOTER_HEADINGS,
      [...headerAndFooter.matchAll(/heading: '([^']+)'/g)].map((m) => m[1]!),
    ],
    ['legal line', FOOTER_LEGAL, quoted('legal')],
    ['support hours', SUPPORT_HOURS, quoted('line')],
  ] as const)('translate every %s the seed writes, into both languages', (_, texts, english) => {
    expect(english.length).toBeGreaterThan(0)
    for (const text of english) {
      const entry = texts[text]
      expect(entry, text).toBeTruthy()
      for (const locale of TRANSLATED_LOCALES) {
        expect(entry?.[locale], `${text} (${locale})`).toBeTruthy()
        expect(entry?.[locale], `${text} (${locale})`).not.toBe(text)
      }
    }
  })

  it('keep the stored rows, their ids, pages and addresses, and replace only the texts', () => {
    const spanish = content.find((entry) => entry.locale === 'es')!
    const french = content.find((entry) => entry.locale === 'fr-CA')!
    const header = spanish.globals.find((global) => global.slug === 'header')!
    const stored = {
      navItems: [
        { id: 'a1', label: 'Products', url: '/products', page: null },
        {
          id: 'a2',
          label: 'Resources',
          children: [{ id: 'b1', label: 'Troubleshooting', page: 7, url: null }],
        },
        { id: 'a3', label: 'An editor’s own item', url: '/x' },
      ],
      cta: { label: 'Call customer care', url: 'tel:18005550142' },
    }
    expect(header.slug === 'header' && header.localize(stored)).toEqual({
      navItems: [
        { id: 'a1', label: 'Productos', url: '/products', page: null },
        {
          id: 'a2',
          label: 'Recursos',
          children: [{ id: 'b1', label: 'Solución de problemas', page: 7, url: null }],
        },
        { id: 'a3', label: 'An editor’s own item', url: '/x' },
      ],
      cta: { label: 'Llame a atención al cliente', url: 'tel:18005550142' },
    })
    const settings = french.globals.find((global) => global.slug === 'site-settings')!
    expect(
      settings.slug === 'site-settings' &&
        settings.localize({ supportHours: [{ id: 'h1', line: 'Mon-Fri 8am-6pm CST' }] }),
    ).toEqual({
      supportHours: [{ id: 'h1', line: 'Du lundi au vendredi, de 8\u00a0h à 18\u00a0h (heure du Centre)' }],
    })
  })
})
