import { expect, expectNoAxeViolations, test } from './fixtures'

test.describe('a reusable section', () => {
  test('shows on every page that places it, changes on all of them after one edit, and lists them', async ({
    page,
    context,
    request,
    admin,
  }) => {
    const headers = { Authorization: `JWT ${admin.token}` }
    const stamp = Date.now()
    const section = await request.post('/api/sections', {
      headers,
      data: {
        title: `Call-to-action ${stamp}`,
        blocks: [
          { blockType: 'heading', text: 'Ready for a quieter home?', level: 'h2' },
          {
            blockType: 'buttons',
            buttons: [{ label: 'Find a dealer', url: '/find-a-dealer/', variant: 'primary' }],
          },
        ],
      },
    })
    expect(section.status(), await section.text()).toBe(201)
    const { doc } = (await section.json()) as { doc: { id: number } }
    const paths = [1, 2].map((n) => `/e2e/section-${stamp}-${n}`)
    for (const [i, path] of paths.entries()) {
      const created = await request.post('/api/pages', {
        headers,
        data: {
          title: `Places the section ${i + 1}`,
          path,
          _status: 'published',
          layout: [
            { blockType: 'heading', text: `Page ${i + 1} of the section test`, level: 'h1' },
            { blockType: 'reusableSection', section: doc.id },
          ],
        },
      })
      expect(created.status()).toBe(201)
    }

    for (const path of paths) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 2, name: 'Ready for a quieter home?' })).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', { name: 'Find a dealer' })).toHaveAttribute(
        'href',
        '/find-a-dealer/',
      )
    }
    await expectNoAxeViolations(page)

    // One edit: both pages show it on their next visit (no wait for the cache's time limit).
    const edited = await request.patch(`/api/sections/${doc.id}`, {
      headers,
      data: { blocks: [{ blockType: 'heading', text: 'Book your spring tune-up', level: 'h2' }] },
    })
    expect(edited.status()).toBe(200)
    for (const path of paths) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 2, name: 'Book your spring tune-up' })).toBeVisible()
      await expect(page.getByText('Ready for a quieter home?')).toHaveCount(0)
    }

    await admin.signIn(context)
    await page.goto(`/admin/collections/sections/${doc.id}`)
    for (const n of [1, 2]) {
      await expect(
        page.getByRole('link', { name: new RegExp(`Page “Places the section ${n}”`) }),
      ).toBeVisible({
        timeout: 30_000,
      })
    }
  })
})
