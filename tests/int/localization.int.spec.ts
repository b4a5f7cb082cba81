import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { languagePrefixMessage } from '@/cms/collections/Pages'
import { readTranslationState } from '@/cms/collections/Pages/translation/read'
import { whereUsed } from '@/cms/usage/whereUsed'
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES } from '@/config/locales'
import { redirectOverPageMessage } from '@/domain/redirects'
import { readPageAddresses } from '@/lib/pages/queries'
import { followTable, readRedirectTable } from '@/lib/redirects/queries'
import type { Page } from '@/payload-types'

import { getTestPayload, testContext } from '../fixtures/payload'
import { fieldErrors } from '../fixtures/validation'

let payload: Payload
const stamp = Date.now()
const at = (name: string) => `/l10n-${stamp}/${name}`

const heading = (text: string) => ({ blockType: 'heading' as const, text, level: 'h2' as const })

/** A published English page with one heading block. */
const englishPage = (name: string, layout: Page['layout'] = [heading(`About ${name}`)]) =>
  payload.create({
    collection: 'pages',
    data: { title: `Page ${name}`, path: at(name), _status: 'published', layout },
    context: testContext,
  })

const texts = (layout: unknown) => (layout as { text?: string }[] | null | undefined)?.map((b) => b.text)

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('the content in three languages', () => {
  it('offers English, Spanish and Canadian French in the admin’s locale menu, each named in itself', () => {
    const localization = payload.config.localization
    expect(localization && localization.defaultLocale).toBe('en')
    expect(localization && localization.fallback).toBe(true)
    expect(localization && localization.locales.map((l) => [l.code, l.label])).toEqual(
      LOCALES.map((code) => [code, LOCALE_NAMES[code]]),
    )
  })

  it('keeps a page’s English title, address and blocks when it is saved in Spanish', async () => {
    const page = await englishPage('kept')
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'es',
      data: {
        title: 'Página conservada',
        path: at('conservada'),
        layout: [heading('Acerca de'), heading('Más')],
        seo: { title: 'Título de búsqueda' },
      },
      context: testContext,
    })
    const english = await payload.findByID({ collection: 'pages', id: page.id, depth: 0 })
    expect([english.title, english.path, texts(english.layout), english.seo?.title]).toEqual([
      'Page kept',
      at('kept'),
      ['About kept'],
      null,
    ])
    const spanish = await payload.findByID({ collection: 'pages', id: page.id, depth: 0, locale: 'es' })
    expect([spanish.title, spanish.path, texts(spanish.layout), spanish.seo?.title]).toEqual([
      'Página conservada',
      at('conservada'),
      ['Acerca de', 'Más'],
      'Título de búsqueda',
    ])
    // The English address still finds the page, the Spanish one only in Spanish.
    const byPath = (path: string, locale?: 'es') =>
      payload.find({ collection: 'pages', where: { path: { equals: path } }, locale, depth: 0 })
    expect((await byPath(at('kept'))).docs.map((d) => d.id)).toEqual([page.id])
    expect((await byPath(at('conservada'))).docs).toEqual([])
    expect((await byPath(at('conservada'), 'es')).docs.map((d) => d.id)).toEqual([page.id])
  })

  it('reads an untranslated page in Spanish or French as its English one', async () => {
    const page = await englishPage('fallback')
    for (const locale of ['es', 'fr-CA'] as const) {
      const read = await payload.findByID({ collection: 'pages', id: page.id, depth: 0, locale })
      expect([read.title, read.path, texts(read.layout)]).toEqual([
        'Page fallback',
        at('fallback'),
        ['About fallback'],
      ])
    }
  })

  it('reads the header’s links and the footer’s texts in English where a language has none', async () => {
    const header = await payload.findGlobal({ slug: 'header', depth: 0 })
    const spanish = await payload.findGlobal({ slug: 'header', depth: 0, locale: 'es' })
    expect(spanish.navItems?.map((i) => i.label)).toEqual(header.navItems?.map((i) => i.label))
    const footer = await payload.findGlobal({ slug: 'footer', depth: 0, locale: 'fr-CA' })
    expect(footer.legal).toEqual((await payload.findGlobal({ slug: 'footer', depth: 0 })).legal)
  })

  it('shows each page’s translation state: which languages have their own title and blocks', async () => {
    const page = await englishPage('state')
    expect(await readTranslationState(payload, page.id)).toEqual([
      { locale: 'en', name: 'English', title: true, layout: true },
      { locale: 'es', name: 'Español', title: false, layout: false },
      { locale: 'fr-CA', name: 'Français', title: false, layout: false },
    ])
    // A French title saved as a draft counts: the state is the page's newest.
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'fr-CA',
      draft: true,
      data: { title: 'Page état', path: at('etat') },
      context: testContext,
    })
    const state = await readTranslationState(payload, page.id)
    expect(state?.map(({ locale, title, layout }) => [locale, title, layout])).toEqual([
      ['en', true, true],
      ['es', false, false],
      ['fr-CA', true, false],
    ])
  })

  it('counts a link in a Spanish page’s own blocks as a use of the page it leads to', async () => {
    const target = await englishPage('target')
    const linking = await englishPage('linking', [])
    expect(await whereUsed(payload, { slug: 'pages', id: target.id })).toEqual([])
    await payload.update({
      collection: 'pages',
      id: linking.id,
      locale: 'es',
      data: {
        title: 'Enlaza',
        path: at('enlaza'),
        layout: [{ blockType: 'buttons', buttons: [{ label: 'Ir', page: target.id, variant: 'primary' }] }],
      },
      context: testContext,
    })
    // Named by its English title and address.
    expect(await whereUsed(payload, { slug: 'pages', id: target.id })).toEqual([
      {
        label: `Page “Page linking” (${at('linking')})`,
        href: `/admin/collections/pages/${linking.id}`,
      },
    ])
  })

  it('keeps the site search’s entry English when a page is saved in another language', async () => {
    const page = await englishPage('searched')
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'es',
      data: { title: 'Página buscada', path: at('buscada') },
      context: testContext,
    })
    const entries = await payload.find({
      collection: 'search',
      where: { 'doc.value': { equals: page.id }, 'doc.relationTo': { equals: 'pages' } },
      depth: 0,
    })
    expect(entries.docs.map((e) => [e.title, e.url])).toEqual([['Page searched', at('searched')]])
    expect(DEFAULT_LOCALE).toBe('en')
  })

  it('leaves no redirect from the English address when a translation is published at its own', async () => {
    const page = await englishPage('moved-not')
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'fr-CA',
      data: { title: 'Traduite', path: at('traduite'), _status: 'published' },
      context: testContext,
    })
    const { docs } = await payload.find({
      collection: 'redirects',
      where: { from: { in: [at('moved-not'), at('traduite')] } },
      depth: 0,
    })
    expect(docs).toEqual([])
    const english = await payload.findByID({ collection: 'pages', id: page.id, locale: 'en', depth: 0 })
    expect(english.path).toBe(at('moved-not'))
  })

  it('previews the language being edited at that language’s address', async () => {
    const page = await englishPage('preview')
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'es',
      data: { title: 'Vista previa', path: at('vista-previa') },
      context: testContext,
    })
    const url = payload.collections.pages.config.admin.livePreview?.url
    if (typeof url !== 'function') throw new Error('Pages have a live preview address')
    const req = { payload, headers: new Headers({ host: 'localhost:3000' }), locale: 'es' }
    const address = async (locale: string, data: Record<string, unknown>) =>
      new URL(
        String(await url({ data, req, locale: { code: locale } } as unknown as Parameters<typeof url>[0])),
      ).searchParams.get('path')
    expect(await address('es', { id: page.id })).toBe(`/es${at('vista-previa')}`)
    expect(await address('fr-CA', { id: page.id })).toBe('/fr')
    expect(await address('en', { id: page.id })).toBe(at('preview'))
    expect(await address('es', { id: page.id, path: at('escrita') })).toBe(`/es${at('escrita')}`)
  })
})

describe('redirects in each language', () => {
  /** Publishes the page's address in a language. */
  const publishIn = (id: number, locale: 'en' | 'es' | 'fr-CA', title: string, path: string) =>
    payload.update({
      collection: 'pages',
      id,
      locale,
      data: { title, path, _status: 'published' },
      context: testContext,
    })

  const redirectsFrom = async (...from: string[]) =>
    (
      await payload.find({
        collection: 'redirects',
        where: { from: { in: from } },
        depth: 0,
        sort: 'from',
        context: testContext,
      })
    ).docs.map((r) => [r.from, r.to?.type === 'reference' ? r.to.reference?.value : r.to?.url])

  /** Where the site sends a visitor to `path` (the table the page routes read, uncached here). */
  const redirectFor = async (path: string) => followTable(await readRedirectTable(payload), path)

  const toPage = (value: number) => ({
    type: 'reference' as const,
    reference: { relationTo: 'pages' as const, value },
  })

  it('leaves a redirect from a translation’s old address, in its language, when the translation moves', async () => {
    const page = await englishPage('moving-en')
    await publishIn(page.id, 'es', 'Casa', at('casa-vieja'))
    expect(await redirectsFrom(`/es${at('casa-vieja')}`, at('casa-vieja'), at('moving-en'))).toEqual([])

    await publishIn(page.id, 'es', 'Casa', at('casa-nueva'))
    expect(await redirectsFrom(`/es${at('casa-vieja')}`, at('casa-vieja'), at('moving-en'))).toEqual([
      [`/es${at('casa-vieja')}`, page.id],
    ])
    // The site sends the old Spanish address to the new Spanish one, and the English page stays where it was.
    expect(await redirectFor(`/es${at('casa-vieja')}`)).toBe(`/es${at('casa-nueva')}`)
    const english = await payload.findByID({ collection: 'pages', id: page.id, locale: 'en', depth: 0 })
    expect(english.path).toBe(at('moving-en'))

    // Moving the English page leaves an English redirect only; the Spanish one still leads to Spanish.
    await publishIn(page.id, 'en', 'Page moving-en', at('moved-en'))
    expect(await redirectsFrom(at('moving-en'), `/es${at('casa-vieja')}`)).toEqual([
      [`/es${at('casa-vieja')}`, page.id],
      [at('moving-en'), page.id],
    ])
    expect(await redirectFor(at('moving-en'))).toBe(at('moved-en'))
    expect(await redirectFor(`/es${at('casa-vieja')}`)).toBe(`/es${at('casa-nueva')}`)

    // Published back at its old Spanish address, the translation takes it back from the redirect.
    await publishIn(page.id, 'es', 'Casa', at('casa-vieja'))
    expect(await redirectsFrom(`/es${at('casa-vieja')}`)).toEqual([])
    expect(await redirectsFrom(`/es${at('casa-nueva')}`)).toEqual([[`/es${at('casa-nueva')}`, page.id]])
  })

  it('leads an editor’s redirect from a French address to the page in French, or in English while it has none', async () => {
    const translated = await englishPage('fr-target')
    await publishIn(translated.id, 'fr-CA', 'Cible', at('cible'))
    const untranslated = await englishPage('en-only-target')
    for (const [from, value] of [
      [`/fr${at('ancienne')}`, translated.id],
      [`/fr${at('autre')}`, untranslated.id],
      [at('old-english'), translated.id],
    ] as const) {
      await payload.create({
        collection: 'redirects',
        data: { from, to: toPage(value) },
        context: testContext,
      })
    }
    expect(await redirectFor(`/fr${at('ancienne')}`)).toBe(`/fr${at('cible')}`)
    expect(await redirectFor(`/fr${at('autre')}`)).toBe(at('en-only-target'))
    expect(await redirectFor(at('old-english'))).toBe(at('fr-target'))
  })

  it('takes every language of a page to the trash together, and brings them back together', async () => {
    const page = await englishPage('trashed-en')
    await publishIn(page.id, 'es', 'En la papelera', at('papelera'))
    await publishIn(page.id, 'es', 'En la papelera', at('papelera-nueva'))
    const addresses = async () =>
      (await readPageAddresses(payload)).find((entry) => entry.id === page.id)?.paths ?? null
    expect(await addresses()).toEqual({ en: at('trashed-en'), es: at('papelera-nueva') })
    expect(await redirectFor(`/es${at('papelera')}`)).toBe(`/es${at('papelera-nueva')}`)

    const trash = (deletedAt: string | null) =>
      payload.update({
        collection: 'pages',
        id: page.id,
        data: { deletedAt },
        trash: true,
        context: testContext,
      })
    await trash(new Date().toISOString())
    expect(await addresses()).toBeNull()
    expect(await redirectFor(`/es${at('papelera')}`)).toBeNull()

    await trash(null)
    expect(await addresses()).toEqual({ en: at('trashed-en'), es: at('papelera-nueva') })
    expect(await redirectFor(`/es${at('papelera')}`)).toBe(`/es${at('papelera-nueva')}`)
  })

  it('refuses a redirect from an address a translation is published at, and a page address written with a prefix', async () => {
    const page = await englishPage('held-en')
    await publishIn(page.id, 'es', 'Ocupada', at('ocupada'))
    const from = (address: string) =>
      fieldErrors(
        payload.create({
          collection: 'redirects',
          data: { from: address, to: { type: 'custom', url: '/' } },
          context: testContext,
        }),
      )
    expect(await from(`/es${at('ocupada')}`)).toEqual([
      { path: 'from', message: redirectOverPageMessage('Ocupada') },
    ])
    expect(await from('/es/admin')).toEqual([
      expect.objectContaining({ path: 'from', message: 'This address is used by the site itself.' }),
    ])
    expect(await from('/fr')).toEqual([
      expect.objectContaining({ path: 'from', message: 'The home page cannot be redirected.' }),
    ])
    // The same path under /fr, where the page has no French address, may be redirected.
    expect(await from(`/fr${at('ocupada')}`)).toMatchObject({ from: `/fr${at('ocupada')}` })

    expect(
      await fieldErrors(
        payload.update({
          collection: 'pages',
          id: page.id,
          locale: 'es',
          data: { path: `/es${at('doble')}` },
          context: testContext,
        }),
      ),
    ).toEqual([expect.objectContaining({ path: 'path', message: languagePrefixMessage })])
  })
})
