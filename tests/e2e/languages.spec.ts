import type { Locator, Page } from '@playwright/test'

import { readFileSync } from 'node:fs'
import path from 'node:path'

import { e2eBaseURL } from './globalSetup'
import { expect, expectNoAxeViolations, test } from './fixtures'
import { leadIdOf, messageOf } from './leadFormHelpers'
import { dealerCards } from './locatorHelpers'

// The site in Spanish (/es) and Canadian French (/fr): the whole journey in each language, at a phone's width and
// a desktop's, every message read from that language's catalogue; the switcher, the offer of another language,
// and what search engines read (hreflang, canonical, the sitemap).

/** A language's message catalogue, as the site reads it (the Spanish one's shape: every catalogue has its keys). */
type Catalogue = typeof import('../../src/i18n/messages/es.json')
const catalogue = (locale: string): Catalogue =>
  JSON.parse(readFileSync(path.resolve('src/i18n/messages', `${locale}.json`), 'utf8')) as Catalogue
const en = catalogue('en')
const es = catalogue('es')
const fr = catalogue('fr-CA')
const LANGUAGES = [
  {
    name: 'Spanish',
    locale: 'es',
    tag: 'es',
    m: es,
    home: '/es',
    locator: '/es/encuentre-su-distribuidor',
    zip: '10001',
    state: 'NY',
    city: 'Nueva York',
  },
  {
    name: 'French',
    locale: 'fr-CA',
    tag: 'fr-CA',
    m: fr,
    home: '/fr',
    locator: '/fr/trouvez-votre-detaillant',
    zip: 'M5V 3L9',
    state: 'ON',
    city: 'Toronto',
  },
] as const

/** The contact fields by their labels in a language, with values that pass every rule. */
function contactFields(m: Catalogue, zip: string, city: string) {
  const f = m.leadForms
  return {
    [f.firstName]: 'Ana',
    [f.lastName]: 'Lopez',
    [f.email]: 'ana.lopez@example.com',
    [f.phone]: '(212) 555-0188',
    [f.street]: '12 Main St',
    [f.city]: city,
    [f.zip]: zip,
  }
}

async function fill(scope: Locator, fields: Record<string, string>, stateLabel: string, state: string) {
  for (const [label, value] of Object.entries(fields)) {
    await scope.getByLabel(label, { exact: true }).fill(value)
  }
  await scope.getByLabel(stateLabel).selectOption(state)
}

async function languageOfLead(id: string, token: string): Promise<string> {
  const res = await fetch(`${e2eBaseURL}/api/leads/${id}?depth=0`, {
    headers: { Authorization: `JWT ${token}` },
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { language: string }).language
}

const linkHrefs = (page: Page, rel: 'alternate' | 'canonical') =>
  page
    .locator(rel === 'alternate' ? 'head link[rel="alternate"][hreflang]' : 'head link[rel="canonical"]')
    .evaluateAll((links) =>
      Object.fromEntries(
        links.map((l) => [
          l.getAttribute('hreflang') ?? l.getAttribute('rel'),
          new URL(l.getAttribute('href') ?? '').pathname,
        ]),
      ),
    )

for (const language of LANGUAGES) {
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 900 },
  ]) {
    test.describe(`${language.name} at ${viewport.width} px`, () => {
      test.use({ viewport })

      test('zip, results, contact and success, every form message in the language', async ({
        page,
        admin,
      }) => {
        const { m } = language
        const f = m.leadForms
        const v = m.leadValidation.forms.dealer
        await page.goto(`${language.locator}?zipcode=${encodeURIComponent(language.zip)}`)
        await expect(page.locator('html')).toHaveAttribute('lang', language.tag)
        await expect(dealerCards(page).first()).toBeVisible()

        const connect = page
          .getByRole('button', { name: new RegExp(`^${m.locator.connectWithDealer}`) })
          .first()
        await connect.scrollIntoViewIfNeeded()
        await connect.click()
        const dialog = page.getByRole('dialog')
        await expect(dialog).toBeVisible()
        await expect(dialog.getByRole('heading').first()).toContainText(
          f.contactDealerTitle.split('{')[0]!.trim(),
        )
        if (viewport.width === 1280) await expectNoAxeViolations(page)

        // The zip came from the page; the city follows from it (then it is cleared, to see its message).
        await expect(dialog.getByLabel(f.city, { exact: true })).not.toHaveValue('')
        // Every required field's message, in the language.
        await dialog.getByLabel(f.city, { exact: true }).fill('')
        await dialog.getByLabel(f.state).selectOption('')
        await dialog.getByRole('button', { name: f.submit }).click()
        const required: Record<string, string> = {
          [f.firstName]: v.firstName.required,
          [f.lastName]: v.lastName.required,
          [f.email]: v.email.required,
          [f.phone]: v.phone.required,
          [f.street]: v.addressLine1.required,
          [f.city]: v.city.required,
          [f.state]: v.state.required,
        }
        for (const [label, message] of Object.entries(required)) {
          await expect.poll(() => messageOf(dialog, label), label).toBe(message)
        }
        // Every rule's message for a wrong entry.
        const invalid: Record<string, [string, string]> = {
          [f.firstName]: ['A', v.firstName.tooShort],
          [f.lastName]: ['B', v.lastName.tooShort],
          [f.city]: ['X', v.city.tooShort],
          [f.email]: ['ana@example', v.email.invalid],
          [f.phone]: ['12', v.phone.invalid],
          [f.zip]: ['1234', v.zip.invalid],
          [f.street]: ['   ', v.addressLine1.blank],
        }
        for (const [label, [value, message]] of Object.entries(invalid)) {
          await dialog.getByLabel(label, { exact: true }).fill(value)
          await dialog.getByLabel(label, { exact: true }).blur()
          await expect.poll(() => messageOf(dialog, label), label).toBe(message)
        }
        await dialog.getByLabel(f.street, { exact: true }).fill('Main Street')
        await dialog.getByLabel(f.street, { exact: true }).blur()
        await expect(dialog.getByText(v.addressLine1.invalid)).toBeVisible()

        await fill(dialog, contactFields(m, language.zip, language.city), f.state, language.state)
        await expect(dialog.getByText(f.consent)).toBeVisible()
        const id = await leadIdOf(page, () => dialog.getByRole('button', { name: f.submit }).click())
        await expect(dialog.getByText(f.successDealer)).toBeVisible()
        // The lead keeps the language it was asked in, for the dealer's e-mail.
        expect(await languageOfLead(id, admin.token)).toBe(language.locale)
      })
    })
  }
}

test.describe('each language’s pages', () => {
  test('home, locator and contact dialog pass axe in Spanish and French, the switcher’s entries in their own language', async ({
    page,
  }) => {
    for (const language of LANGUAGES) {
      await page.goto(language.home)
      await expect(page.locator('html')).toHaveAttribute('lang', language.tag)
      await expectNoAxeViolations(page)
      const switcher = page.getByRole('navigation', { name: language.m.layout.language.nav }).first()
      await expect(switcher.getByRole('link', { name: 'Español' })).toHaveAttribute('lang', 'es')
      await expect(switcher.getByRole('link', { name: 'Français' })).toHaveAttribute('lang', 'fr-CA')
      await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute('lang', 'en')
      await page.goto(`${language.locator}?zipcode=${encodeURIComponent(language.zip)}`)
      await expect(dealerCards(page).first()).toBeVisible()
      await expectNoAxeViolations(page)
    }
  })

  test('the switcher goes to the same page in the other language, or to its home saying so, and remembers', async ({
    page,
    context,
  }) => {
    await page.goto('/es/productos/bombas-de-calor')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const footer = page.getByRole('contentinfo')
    await footer.getByRole('link', { name: 'Français' }).click()
    await expect(page).toHaveURL(/\/fr\/produits\/thermopompes$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA')
    expect((await context.cookies()).find((c) => c.name === 'site_language')?.value).toBe('fr-CA')
    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/\/products\/heat-pumps$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')

    // A page with no Spanish or French: the entries lead to those languages' homes and say so, in that language.
    await page.goto('/about')
    const switcher = page.getByRole('contentinfo').getByRole('navigation', { name: en.layout.language.nav })
    const spanish = switcher.getByRole('link', {
      name: new RegExp(`^Español.*${es.layout.language.notTranslated}`),
    })
    await expect(spanish).toHaveAttribute('href', '/es')
    await expect(spanish).toContainText(`(${es.layout.language.home})`)
    await expect(switcher.getByRole('link', { name: /^Français/ })).toContainText(
      `(${fr.layout.language.home})`,
    )
    await spanish.click()
    await expect(page).toHaveURL(/\/es$/)
    await expect(page.getByRole('link', { name: es.layout.language.offerAccept })).toHaveCount(0)
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } })

    test('the menu holds the languages, and the zip box under the header speaks the page’s language', async ({
      page,
    }) => {
      await page.goto('/fr/produits/thermopompes')
      await page.getByRole('button', { name: fr.layout.header.menu }).click()
      const menu = page.getByRole('navigation', { name: fr.layout.header.mainNav })
      await expect(menu.getByRole('link', { name: 'Español' })).toHaveAttribute(
        'href',
        '/es/productos/bombas-de-calor',
      )
      await expect(menu.getByRole('link', { name: 'English' })).toHaveAttribute(
        'href',
        '/products/heat-pumps',
      )
      await page.keyboard.press('Escape')
      const zipBox = page.getByRole('search', { name: fr.locator.zipHeaderTitle })
      await zipBox.getByRole('textbox').fill('12')
      await zipBox.getByRole('button', { name: fr.locator.zipSubmit }).click()
      await expect(zipBox.getByRole('status')).toHaveText(fr.locator.zipHint)
    })
  })

  test('links in a Spanish page lead to the Spanish pages, and to the English page where there is none', async ({
    page,
  }) => {
    await page.goto('/es')
    const nav = page.getByRole('navigation', { name: es.layout.header.mainNav }).first()
    await expect(nav.getByRole('link', { name: 'Hornos' }).first()).toHaveAttribute(
      'href',
      '/es/productos/hornos',
    )
    await expect(page.locator('a[href="/es/buscar-un-distribuidor"]').first()).toBeAttached()
    // The dealer resources have no Spanish page: the footer's link stays on the English one.
    await expect(page.getByRole('contentinfo').locator('a[href="/resources/dealer-resources"]')).toHaveCount(
      1,
    )
  })

  test('search engines read each language’s address, its alternates and the sitemap', async ({
    page,
    request,
  }) => {
    const languages = {
      en: '/products/heat-pumps',
      es: '/es/productos/bombas-de-calor',
      'fr-CA': '/fr/produits/thermopompes',
      'x-default': '/products/heat-pumps',
    }
    for (const [tag, path] of Object.entries(languages).slice(0, 3)) {
      await page.goto(path)
      expect(await linkHrefs(page, 'alternate')).toEqual(languages)
      expect(await linkHrefs(page, 'canonical')).toEqual({ canonical: path })
      await expect(page.locator('html')).toHaveAttribute('lang', tag)
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
        'content',
        { en: 'en_US', es: 'es_US', 'fr-CA': 'fr_CA' }[tag]!,
      )
    }
    // Each language's page is shared with the site's card.
    const card = await page.locator('meta[property="og:image"]').getAttribute('content')
    expect(card).toMatch(/\/fr\/opengraph-image/)
    const image = await request.get(new URL(card ?? '').pathname)
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/png')
    // A page in English only lists no alternates.
    await page.goto('/about')
    expect(await linkHrefs(page, 'alternate')).toEqual({})

    const sitemap = await (await request.get('/sitemap.xml')).text()
    for (const path of Object.values(languages).slice(0, 3)) {
      const entry = sitemap.split('<url>').find((u) => new RegExp(`<loc>[^<]*${path}</loc>`).test(u))
      expect(entry, path).toBeDefined()
      for (const [tag, alternate] of Object.entries(languages)) {
        expect(entry).toMatch(new RegExp(`hreflang="${tag}" href="[^"]*${alternate}"`))
      }
    }
    expect(sitemap).toContain('/es/reembolsos</loc>')
    expect(sitemap).not.toMatch(/\/es\/about<\/loc>/)
  })
})

test.describe('addresses in each language', () => {
  test('an address with no page answers 404 in its own language, before any script', async ({
    page,
    request,
  }) => {
    for (const [prefix, lang, messages] of [
      ['/es', 'es', es],
      ['/fr', 'fr-CA', fr],
    ] as const) {
      const answer = await request.get(`${prefix}/no-hay-tal-pagina-${Date.now()}`)
      expect(answer.status()).toBe(404)
      const html = await answer.text()
      expect(html).toContain(`<html lang="${lang}"`)
      expect(html).toContain(`<title>${messages.layout.notFound.title}</title>`)
      expect(html).toContain(messages.layout.notFound.body)

      await page.goto(`${prefix}/sin-pagina`)
      await expect(page).toHaveTitle(messages.layout.notFound.title)
      await expect(
        page.getByRole('heading', { level: 1, name: messages.layout.notFound.title }),
      ).toBeVisible()
      await expect(page.getByRole('link', { name: messages.layout.notFound.home })).toHaveAttribute(
        'href',
        prefix,
      )
    }
  })

  test('a translation that moves sends its old address in that language to the new one', async ({
    page,
    request,
    admin,
  }) => {
    const headers = { Authorization: `JWT ${admin.token}` }
    const base = `/e2e/mudanza-${Date.now()}`
    const created = await request.post('/api/pages', {
      headers,
      data: {
        title: 'Moving offer',
        path: `${base}/offer`,
        _status: 'published',
        layout: [{ blockType: 'heading', text: 'Spring offer', level: 'h1' }],
      },
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    const publishInSpanish = (path: string) =>
      request.patch(`/api/pages/${doc.id}?locale=es`, {
        headers,
        data: {
          title: 'Oferta',
          path,
          _status: 'published',
          layout: [{ blockType: 'heading', text: 'Oferta de primavera', level: 'h1' }],
        },
      })
    expect((await publishInSpanish(`${base}/oferta`)).status()).toBe(200)
    expect((await request.get(`/es${base}/oferta`)).status()).toBe(200)

    expect((await publishInSpanish(`${base}/ofertas/primavera`)).status()).toBe(200)
    const old = await request.get(`/es${base}/oferta`, { maxRedirects: 0 })
    expect(old.status()).toBe(308)
    expect(old.headers()['location']).toBe(`/es${base}/ofertas/primavera`)
    await page.goto(`/es${base}/oferta`)
    await expect(page).toHaveURL(new RegExp(`/es${base}/ofertas/primavera$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Oferta de primavera' })).toBeVisible()
    // The English page has not moved.
    expect((await request.get(`${base}/offer`, { maxRedirects: 0 })).status()).toBe(200)
  })
})

test.describe('dealer pages in each language', () => {
  test('a dealer’s page, its city and the directory in Spanish and French, linked from that language’s locator', async ({
    page,
    request,
  }) => {
    const sitemap = await (await request.get('/sitemaps/dealers/1.xml')).text()
    const english = [...sitemap.matchAll(/<loc>[^<]*?(\/dealers\/[^<]+)<\/loc>/g)].map((m) => m[1]!)[0]
    expect(english, 'the sitemap lists dealer pages').toBeDefined()
    const rest = english!.slice('/dealers/'.length)
    const addresses = {
      en: `/dealers/${rest}`,
      es: `/es/distribuidores/${rest}`,
      'fr-CA': `/fr/detaillants/${rest}`,
      'x-default': `/dealers/${rest}`,
    }
    // The sitemap lists each language's address of the dealer beside the English one.
    expect(sitemap).toContain(`${addresses.es}</loc>`)
    expect(sitemap).toContain(`hreflang="fr-CA" href="${new URL(addresses['fr-CA'], e2eBaseURL).href}"`)

    for (const [tag, m] of [
      ['es', es],
      ['fr-CA', fr],
    ] as const) {
      const own = addresses[tag]
      await page.goto(own)
      await expect(page.locator('html')).toHaveAttribute('lang', tag)
      expect(await linkHrefs(page, 'alternate')).toEqual(addresses)
      expect(await linkHrefs(page, 'canonical')).toEqual({ canonical: own })
      const trail = page
        .getByRole('navigation', { name: /./ })
        .filter({ has: page.locator('ol') })
        .first()
      await expect(trail.getByRole('link', { name: m.dealerDirectory.home })).toHaveAttribute(
        'href',
        tag === 'es' ? '/es' : '/fr',
      )
      const directory = trail.getByRole('link', { name: m.dealerDirectory.dealers })
      await expect(directory).toHaveAttribute(
        'href',
        tag === 'es' ? '/es/distribuidores/' : '/fr/detaillants/',
      )
      // The page's own words are the language's; the dealer's texts are as the dealer wrote them.
      // (Nearby dealers are listed only where there are some.)
      for (const heading of [m.dealerProfile.contact, m.dealerProfile.latestReviews]) {
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
      }
      await expect(
        page.getByRole('button', { name: new RegExp(`^${m.locator.connectWithDealer}`) }),
      ).toBeVisible()
      // The switcher leads to the same dealer in the other languages.
      await expect(page.locator(`a[hreflang="en"][href="${addresses.en}"]`).first()).toBeAttached()
      await expectNoAxeViolations(page)

      // Up to the city: its heading and cards in the language, each card leading to the language's page.
      const city = trail.getByRole('link').nth(3)
      await city.click()
      await expect(page.locator('html')).toHaveAttribute('lang', tag)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        m.dealerDirectory.cityHeading.split('{')[0]!.trim(),
      )
      await expect(dealerCards(page).first()).toBeVisible()
      await expect(
        dealerCards(page)
          .first()
          .locator(`a[href^="${tag === 'es' ? '/es/distribuidores/' : '/fr/detaillants/'}"]`)
          .first(),
      ).toBeAttached()

      await page.goto(tag === 'es' ? '/es/distribuidores/' : '/fr/detaillants/')
      await expect(
        page.getByRole('heading', { level: 1, name: m.dealerDirectory.directoryTitle }),
      ).toBeVisible()
      await expect(
        page.getByRole('heading', { level: 2, name: m.dealerDirectory.unitedStates }),
      ).toBeVisible()
    }

    // A card of the Spanish locator leads to the dealer's Spanish page.
    await page.goto('/es/encuentre-su-distribuidor?zipcode=10001')
    await expect(dealerCards(page).first().locator('h3 a')).toHaveAttribute(
      'href',
      /^\/es\/distribuidores\/ny\//,
    )
  })
})

test.describe('the offer of another language', () => {
  test.describe('a browser that prefers Spanish', () => {
    test.use({ locale: 'es-US' })

    test('is offered the Spanish page, in Spanish, never redirected, and not again once closed', async ({
      page,
    }) => {
      await page.goto('/products/furnaces')
      await expect(page).toHaveURL(/\/products\/furnaces$/)
      const offer = page.getByRole('complementary', { name: es.layout.language.offerLabel })
      await expect(offer).toContainText(es.layout.language.offerPage)
      await expect(offer.getByRole('link', { name: es.layout.language.offerAccept })).toHaveAttribute(
        'href',
        '/es/productos/hornos',
      )
      await expectNoAxeViolations(page)
      await offer.getByRole('button', { name: es.layout.language.offerDismiss }).click()
      await expect(offer).toHaveCount(0)
      await page.reload()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('complementary', { name: es.layout.language.offerLabel })).toHaveCount(0)
    })
  })

  test('a Quebec postal code is offered French', async ({ page }) => {
    await page.goto('/find-your-dealer?zipcode=H2X%201Y4')
    const offer = page.getByRole('complementary', { name: fr.layout.language.offerLabel })
    await expect(offer).toContainText(fr.layout.language.offerPage)
    await expect(offer.getByRole('link', { name: fr.layout.language.offerAccept })).toHaveAttribute(
      'href',
      '/fr/trouvez-votre-detaillant',
    )
  })

  test('an English browser on an English page is offered nothing', async ({ page }) => {
    await page.goto('/products/furnaces')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    for (const m of [es, fr]) {
      await expect(page.getByRole('complementary', { name: m.layout.language.offerLabel })).toHaveCount(0)
    }
  })
})

test.describe('the blog in each language', () => {
  const heatPumps = {
    en: '/blog/can-a-heat-pump-keep-a-cold-climate-home-warm',
    es: '/es/blog/bomba-de-calor-en-clima-frio',
    'fr-CA': '/fr/blogue/thermopompe-en-climat-froid',
    'x-default': '/blog/can-a-heat-pump-keep-a-cold-climate-home-warm',
  }

  test('the Spanish and French blogs list their posts, each in that language at its own address', async ({
    page,
  }) => {
    for (const [tag, m, list, title] of [
      ['es', es, '/es/blog', '¿Puede una bomba de calor calentar bien una casa en un clima frío?'],
      ['fr-CA', fr, '/fr/blogue', 'Une thermopompe peut-elle chauffer une maison en climat froid?'],
    ] as const) {
      expect((await page.goto(list))?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', tag)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.blog.title)
      expect(await linkHrefs(page, 'alternate')).toEqual({
        en: '/blog',
        es: '/es/blog',
        'fr-CA': '/fr/blogue',
        'x-default': '/blog',
      })
      // The two posts written in that language, and none left in English.
      const cards = page.getByRole('article')
      await expect(cards).toHaveCount(2)
      await expectNoAxeViolations(page)

      await cards.getByRole('link', { name: title }).click()
      await expect(page).toHaveURL(new RegExp(`${heatPumps[tag]}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.locator('html')).toHaveAttribute('lang', tag)
      expect(await linkHrefs(page, 'alternate')).toEqual(heatPumps)
      expect(await linkHrefs(page, 'canonical')).toEqual({ canonical: heatPumps[tag] })
      await expect(
        page.getByRole('main').getByRole('link', { name: m.blog.breadcrumb, exact: true }),
      ).toHaveAttribute('href', list)
      // The post's other language in the same language, under "More from the blog".
      await expect(page.getByRole('region', { name: m.blog.more }).getByRole('link')).toHaveCount(1)
      await expectNoAxeViolations(page)
    }
  })

  test('the switcher leads a post to its translation, or to the language’s home when it has none', async ({
    page,
    request,
  }) => {
    await page.goto(heatPumps.es)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Français' }).click()
    await expect(page).toHaveURL(new RegExp(`${heatPumps['fr-CA']}$`))
    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(new RegExp(`${heatPumps.en}$`))

    const englishOnly = '/blog/how-often-to-change-your-furnace-filter'
    await page.goto(englishOnly)
    const switcher = page.getByRole('contentinfo').getByRole('navigation', { name: en.layout.language.nav })
    await expect(switcher.getByRole('link', { name: /^Español/ })).toHaveAttribute('href', '/es')
    await expect(switcher.getByRole('link', { name: /^Español/ })).toContainText(
      `(${es.layout.language.home})`,
    )
    // The English slug is no Spanish address.
    expect((await request.get('/es/blog/how-often-to-change-your-furnace-filter')).status()).toBe(404)
    expect((await request.get('/fr/blogue/bomba-de-calor-en-clima-frio')).status()).toBe(404)

    // The sitemap lists each post in each language it has, with its alternates.
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const entry = sitemap
      .split('<url>')
      .find((u) => new RegExp(`<loc>[^<]*${heatPumps['fr-CA']}</loc>`).test(u))
    expect(entry).toBeDefined()
    for (const [tag, alternate] of Object.entries(heatPumps)) {
      expect(entry).toMatch(new RegExp(`hreflang="${tag}" href="[^"]*${alternate}"`))
    }
    expect(sitemap).toContain('/fr/blogue</loc>')
    expect(sitemap).not.toContain('/es/blog/how-often-to-change-your-furnace-filter</loc>')
  })
})
