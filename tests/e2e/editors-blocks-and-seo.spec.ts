import { expectNoAxeViolationsIn } from './adminHelpers'
import { expect, test } from './fixtures'

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

test.describe('the block picker’s search', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('finds blocks by description and common words, and tells the banners apart', async ({
    page,
    context,
    admin,
  }) => {
    await admin.signIn(context)
    await page.goto('/admin/collections/pages/create')
    const search = page.getByPlaceholder('Search for a block')
    await expect(async () => {
      if (!(await search.isVisible()))
        await page
          .getByRole('button', { name: /Add Layout/ })
          .last()
          .click()
      await expect(search).toBeVisible({ timeout: 5_000 })
    }).toPass({ timeout: 60_000 })

    const shown = page.locator('.blocks-drawer__block:visible .thumbnail-card__label')
    const status = page.locator('.block-picker-search__status')
    const find = async (query: string) => {
      await search.fill(query)
      await expect(status).toContainText(`“${query}”`)
      return shown.allTextContents()
    }

    const twoColumn = await find('two column')
    expect(twoColumn).toEqual(expect.arrayContaining(['Columns', 'Image and text']))
    expect(twoColumn).not.toContain('Three columns')
    await expect(status).toHaveText(`${twoColumn.length} blocks match “two column”.`)

    expect(await find('cta')).toEqual(
      expect.arrayContaining(['Call-to-action cards', 'Sticky call to action', 'Buttons', 'Basic banner']),
    )
    const faq = await find('faq')
    expect(faq).toEqual(expect.arrayContaining(['FAQ list', 'Accordion']))
    expect(faq).not.toContain('Hero')

    const banners = ['Basic banner', 'Need-help banner', 'Closable banner', 'E-mail banner']
    expect(await find('banner')).toEqual(expect.arrayContaining(banners))
    // Each banner says what it is in its own words and drawing: four descriptions, four pictures.
    const cards = banners.map((name) =>
      page.locator('.blocks-drawer__block:visible', {
        has: page.locator('.thumbnail-card__label', { hasText: new RegExp(`^${name}$`) }),
      }),
    )
    const alts = await Promise.all(cards.map((card) => card.locator('img').getAttribute('alt')))
    const srcs = await Promise.all(cards.map((card) => card.locator('img').getAttribute('src')))
    expect(new Set(alts).size).toBe(4)
    expect(new Set(srcs).size).toBe(4)
    for (const src of srcs) {
      const svg = await (await page.request.get(src!)).text()
      expect(svg).toContain('<svg')
    }
    const drawings = await Promise.all(
      srcs.map(async (src) =>
        (await (await page.request.get(src!)).text()).replace(/<text[^>]*>[^<]*<\/text>/g, ''),
      ),
    )
    expect(new Set(drawings).size, 'four different drawings').toBe(4)

    await search.fill('no block is called this')
    await expect(shown).toHaveCount(0)
    await expect(status).toContainText('No block matches')

    // Found by a common word, picked like any other card: the row is added.
    await find('two column')
    await expectNoAxeViolationsIn(page, '.drawer--is-open')
    await page
      .locator('.blocks-drawer__block:visible', {
        has: page.locator('.thumbnail-card__label', { hasText: /^Image and text$/ }),
      })
      .getByRole('button')
      .click()
    await expect(page.locator('.blocks-field__row')).toHaveCount(1, { timeout: 15_000 })
  })
})

test.describe('the search engines and sharing group', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('previews the real address, counts the title as written and generates title and description', async ({
    page,
    context,
    request,
    admin,
  }) => {
    const headers = { Authorization: `JWT ${admin.token}` }
    const settings = await request.get('/api/globals/site-settings?depth=0', { headers })
    const brand = ((await settings.json()) as { brandName: string }).brandName
    const stamp = Date.now()
    const title = `Seasonal tune-up ${stamp}`
    const path = `/e2e/seo-generate-${stamp}`
    const text =
      'A dealer near you checks your furnace or air conditioner before the season turns, cleans what needs it, ' +
      'tests the safety controls and tells you plainly what, if anything, should be replaced before winter.'
    const created = await request.post('/api/pages', {
      headers,
      data: {
        title,
        path,
        _status: 'published',
        layout: [
          { blockType: 'heading', text: title, level: 'h1' },
          {
            blockType: 'paragraph',
            content: {
              root: {
                type: 'root',
                format: '',
                indent: 0,
                version: 1,
                direction: 'ltr',
                children: [
                  {
                    type: 'paragraph',
                    format: '',
                    indent: 0,
                    version: 1,
                    direction: 'ltr',
                    children: [
                      { type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 },
                    ],
                  },
                ],
              },
            },
          },
        ],
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }

    await admin.signIn(context)
    await page.goto(`/admin/collections/pages/${doc.id}`)
    const group = page.locator('#field-seo')
    await group.scrollIntoViewIfNeeded()

    // The preview shows the page's own address at the site's URL, not a placeholder.
    await expect(page.getByTestId('seo-preview-address')).toHaveText(
      new RegExp(`^https?://[^/]+${escape(path)}$`),
    )

    // The title is counted as the site writes it in <title>: with ' | {brand}' after it.
    const written = page.getByTestId('seo-written-title')
    const length = page.getByTestId('seo-length').first()
    await expect(written).toHaveText(`${title} | ${brand}`)
    await expect(length).toHaveText(new RegExp(`^${`${title} | ${brand}`.length}/50-60 chars`))
    const seoTitle = page.locator('#field-seo__title')
    await seoTitle.fill('Book a tune-up')
    await expect(written).toHaveText(`Book a tune-up | ${brand}`)
    await expect(length).toHaveText(new RegExp(`^${`Book a tune-up | ${brand}`.length}/50-60 chars`))
    await expect(page.getByTestId('seo-preview')).toContainText(`Book a tune-up | ${brand}`)

    // Generated from the page: the title from its title, the description from its first text, cut at a word.
    await page.getByRole('button', { name: 'Generate from the page (title)' }).click()
    await expect(seoTitle).toHaveValue(title)
    const description = page.locator('#field-seo__description')
    await page.getByRole('button', { name: 'Generate from the page (description)' }).click()
    await expect(description).not.toHaveValue('')
    const generated = await description.inputValue()
    expect(generated.length).toBeLessThanOrEqual(150)
    expect(generated.endsWith('…')).toBe(true)
    expect(text.startsWith(generated.slice(0, -1))).toBe(true)
    await expect(page.getByTestId('seo-preview')).toContainText(generated)

    await expectNoAxeViolationsIn(page, '#field-seo')
  })
})
