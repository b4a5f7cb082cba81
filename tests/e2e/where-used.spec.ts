import sharp from 'sharp'

import { expect, test } from './fixtures'

test.describe('an image in use', () => {
  test.use({ viewport: { width: 1440, height: 1000 } })

  test('shows where it is used, and deleting it is refused with that list', async ({
    page,
    context,
    request,
    admin,
  }) => {
    const headers = { Authorization: `JWT ${admin.token}` }
    const stamp = Date.now()
    const upload = await request.post('/api/media', {
      headers,
      multipart: {
        file: {
          name: `where-used-${stamp}.png`,
          mimeType: 'image/png',
          buffer: await sharp({ create: { width: 40, height: 40, channels: 3, background: '#2a4d6e' } })
            .png()
            .toBuffer(),
        },
        _payload: JSON.stringify({ alt: 'A navy square' }),
      },
    })
    expect(upload.status(), await upload.text()).toBe(201)
    const { doc: image } = (await upload.json()) as { doc: { id: number } }
    const title = `Shows the square ${stamp}`
    const created = await request.post('/api/pages', {
      headers,
      data: {
        title,
        path: `/e2e/where-used-${stamp}`,
        _status: 'published',
        layout: [{ blockType: 'image', source: 'upload', media: image.id }],
      },
    })
    expect(created.status()).toBe(201)

    await admin.signIn(context)
    await page.goto(`/admin/collections/media/${image.id}`)
    const usedBy = page.getByRole('link', { name: new RegExp(`Page “${title}”`) })
    await expect(usedBy).toBeVisible({ timeout: 30_000 })

    await page.locator('.doc-controls__popup .popup-button').click()
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    await page.getByRole('button', { name: 'Confirm' }).click()
    await expect(page.getByText(`This image is used by Page “${title}”`)).toBeVisible()
    // Still there: the page keeps its image.
    expect((await request.get(`/api/media/${image.id}?depth=0`, { headers })).status()).toBe(200)
  })
})

test.describe('a page in use', () => {
  test.use({ viewport: { width: 1440, height: 1000 } })

  test('warns beside Publish and Delete, naming what links to it', async ({
    page,
    context,
    request,
    admin,
  }) => {
    const headers = { Authorization: `JWT ${admin.token}` }
    const stamp = Date.now()
    const created = await request.post('/api/pages', {
      headers,
      data: { title: `Linked page ${stamp}`, path: `/e2e/linked-${stamp}`, _status: 'published' },
    })
    const { doc } = (await created.json()) as { doc: { id: number } }
    const redirect = await request.post('/api/redirects', {
      headers,
      data: {
        from: `/e2e/old-link-${stamp}`,
        to: { type: 'reference', reference: { relationTo: 'pages', value: doc.id } },
      },
    })
    expect(redirect.status()).toBe(201)

    await admin.signIn(context)
    await page.goto(`/admin/collections/pages/${doc.id}`)
    const note = page.getByRole('note')
    await expect(note).toHaveText(
      `In use: Redirect “/e2e/old-link-${stamp}”. Unpublishing or deleting this page removes it there too.`,
      { timeout: 30_000 },
    )
    await page.screenshot({ path: 'tmp/in-use-note.png' })
  })
})
