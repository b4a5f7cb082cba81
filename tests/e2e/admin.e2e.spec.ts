import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { expectNoAxeViolations, isShown, launchBrowser, newPage } from './browser'

const baseURL = inject('baseURL')
const admin = inject('admin')
let browser: Browser
let token: string

const text = (t: string) => ({
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
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', text: t, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
      },
    ],
  },
})

async function api(method: string, path: string, body?: unknown) {
  const res = await fetch(baseURL + path, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, json: (await res.json()) as { doc?: { id: number | string } } }
}

beforeAll(async () => {
  browser = await launchBrowser()
  const res = await fetch(`${baseURL}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(admin),
  })
  token = ((await res.json()) as { token: string }).token
})
afterAll(async () => {
  await browser?.close()
})

describe('the admin', () => {
  it('signs in with the start credentials and shows the content collections', async () => {
    const page = await newPage(browser)
    await page.goto(`${baseURL}/admin`)
    await page.getByLabel('Email').fill(admin.email)
    await page.getByLabel('Password').fill(admin.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await page.getByRole('link', { name: 'Pages' }).first().waitFor({ timeout: 30_000 })
    expect(new URL(page.url()).pathname).toBe('/admin')
    await page.close()
  })
})

describe('the page editor', () => {
  it('builds a page from columns, paragraphs and raw HTML, and publishes it to its path', async () => {
    const path = `/e2e/editor-${Date.now()}`
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } })
    await context.addCookies([{ name: 'payload-token', value: token, url: baseURL }])
    const page = await context.newPage()
    const addBlock = async (button: RegExp, label: string) => {
      await page.getByRole('button', { name: button }).last().click()
      await page.getByPlaceholder('Search for a block').fill(label)
      await page.getByRole('button', { name: label, exact: true }).first().click()
    }

    await page.goto(`${baseURL}/admin/collections/pages/create`)
    await page.getByLabel('Title').first().fill('Built in the editor')
    await page.getByLabel('Path').fill(path)
    await addBlock(/Add Layout/, 'Columns')
    for (const [index, text] of ['Left column text', 'Right column text'].entries()) {
      await page.getByRole('button', { name: 'Add Column' }).click()
      // The new column's own "Add Block" button is the last one once it has rendered.
      await expect.poll(() => page.getByRole('button', { name: /Add Block/ }).count()).toBe(index + 1)
      await addBlock(/Add Block/, 'Paragraph')
      await page.locator('[data-lexical-editor="true"]').nth(index).click()
      await page.keyboard.type(text)
    }
    await addBlock(/Add Layout/, 'Raw HTML')
    await page
      .getByLabel('Raw HTML')
      .fill(
        '<p>Kept markup</p><script>window.__injected = 1</script><img src="/x.png" alt="" onerror="window.__pwned = 1">',
      )
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await page
      .getByText(/published successfully|updated successfully/i)
      .first()
      .waitFor({ timeout: 20_000 })

    const saved = await fetch(
      `${baseURL}/api/pages?where[path][equals]=${encodeURIComponent(path)}&depth=0`,
      {
        headers: { Authorization: `JWT ${token}` },
      },
    )
    const doc = (
      (await saved.json()) as {
        docs: { _status: string; layout: { blockType: string; columns?: { blocks: unknown[] }[] }[] }[]
      }
    ).docs[0]
    expect(doc?._status).toBe('published')
    expect(doc?.layout.map((b) => b.blockType)).toEqual(['columns', 'html'])
    expect(doc?.layout[0]?.columns?.map((c) => c.blocks.length)).toEqual([1, 1])

    const response = await page.goto(baseURL + path)
    expect(response?.status()).toBe(200)
    for (const text of ['Left column text', 'Right column text', 'Kept markup']) {
      expect(await isShown(page.getByText(text)), text).toBe(true)
    }
    const html = await page.content()
    expect(html).not.toContain('__injected')
    expect(html).not.toContain('onerror')
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
    await context.close()
  })
})

describe('a page built from core blocks', () => {
  const path = `/e2e/built-${Date.now()}`
  let id: number | string

  it('appears at its path once published, with the raw HTML cleaned', async () => {
    const created = await api('POST', '/api/pages', {
      title: 'Built in the admin',
      path,
      _status: 'published',
      layout: [
        { blockType: 'heading', text: 'Built from blocks', level: 'h1' },
        {
          blockType: 'columns',
          verticalAlignment: 'top',
          gap: 'medium',
          columns: [
            {
              widths: { mobile: '12', medium: '6' },
              blocks: [{ blockType: 'paragraph', content: text('Left column text') }],
            },
            {
              widths: { mobile: '12', medium: '6' },
              blocks: [{ blockType: 'paragraph', content: text('Right column text') }],
            },
          ],
        },
        {
          blockType: 'html',
          html: '<p>Kept markup</p><script>window.__injected = 1</script><img src="/missing.png" alt="" onerror="window.__pwned = 1">',
        },
      ],
    })
    expect(created.status).toBe(201)
    id = created.json.doc!.id

    const page = await newPage(browser)
    const response = await page.goto(baseURL + path)
    expect(response?.status()).toBe(200)
    expect(await isShown(page.getByRole('heading', { level: 1, name: 'Built from blocks' }))).toBe(true)
    expect(await isShown(page.getByText('Left column text'))).toBe(true)
    expect(await isShown(page.getByText('Right column text'))).toBe(true)
    expect(await isShown(page.getByText('Kept markup'))).toBe(true)
    const html = await page.content()
    expect(html).not.toContain('__injected')
    expect(html).not.toContain('onerror')
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
    await expectNoAxeViolations(page)
    await page.close()
  })

  it('shows a published edit without a restart, and keeps drafts out of public view', async () => {
    const edited = await api('PATCH', `/api/pages/${id}`, {
      layout: [
        { blockType: 'heading', text: 'Edited and republished', level: 'h1' },
        { blockType: 'paragraph', content: text('New text') },
      ],
      _status: 'published',
    })
    expect(edited.status).toBe(200)
    const page = await newPage(browser)
    await page.goto(baseURL + path)
    expect(await isShown(page.getByRole('heading', { level: 1, name: 'Edited and republished' }))).toBe(true)

    const draft = await api('PATCH', `/api/pages/${id}?draft=true`, {
      layout: [{ blockType: 'heading', text: 'Unpublished draft', level: 'h1' }],
    })
    expect(draft.status).toBe(200)
    await page.goto(baseURL + path)
    expect(await isShown(page.getByRole('heading', { level: 1, name: 'Edited and republished' }))).toBe(true)
    expect(await page.getByText('Unpublished draft').count()).toBe(0)
    await page.close()

    const preview = await fetch(`${baseURL}/next/preview?path=${encodeURIComponent(path)}`, {
      redirect: 'manual',
    })
    expect(preview.status).toBe(401)
  })

  it('lets a signed-in editor preview the draft', async () => {
    const context = await browser.newContext()
    await context.addCookies([{ name: 'payload-token', value: token, url: baseURL }])
    const page = await context.newPage()
    await page.goto(`${baseURL}/next/preview?path=${encodeURIComponent(path)}`)
    expect(await isShown(page.getByRole('heading', { level: 1, name: 'Unpublished draft' }))).toBe(true)
    await context.close()
  })
})

describe('live preview', () => {
  it('shows the editor’s unsaved heading in the preview pane as they type', async () => {
    const path = `/e2e/live-${Date.now()}`
    const created = await api('POST', '/api/pages', {
      title: 'Live preview',
      path,
      _status: 'published',
      layout: [{ blockType: 'heading', text: 'Before the edit', level: 'h1' }],
    })
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } })
    await context.addCookies([{ name: 'payload-token', value: token, url: baseURL }])
    const page = await context.newPage()
    await page.goto(`${baseURL}/admin/collections/pages/${created.json.doc!.id}`)
    await page.getByRole('button', { name: /live preview/i }).click()
    await page.getByLabel('Text').first().fill('After the edit')
    const previewHeading = () =>
      page
        .frames()
        .find((f) => f.url().endsWith(path))
        ?.locator('h1')
        .first()
        .innerText()
        .catch(() => '')
    await expect.poll(previewHeading, { timeout: 20_000 }).toBe('After the edit')
    // The visitor still sees the published page.
    const pub = await (await fetch(baseURL + path)).text()
    expect(pub).toContain('Before the edit')
    await context.close()
  })
})
