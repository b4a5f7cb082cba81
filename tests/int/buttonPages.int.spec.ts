import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { whereUsed } from '@/cms/usage/whereUsed'
import { getDraftPage } from '@/lib/pages/queries'

import { getTestPayload, testContext } from '../fixtures/payload'
import { fieldErrors } from '../fixtures/validation'

let payload: Payload
const stamp = Date.now()
const at = (name: string) => `/button-pages-${stamp}/${name}`

beforeAll(async () => {
  payload = await getTestPayload()
})

/** The first button of the page at `path`, as the site's page query reads it. */
async function firstButton(path: string) {
  const page = await getDraftPage(path)
  const block = page?.layout?.find((b) => b.blockType === 'buttons')
  return block?.blockType === 'buttons' ? block.buttons[0] : undefined
}

describe('a button that picks a page', () => {
  it('comes with only what a link needs of the page, and follows the page when it moves', async () => {
    const target = await payload.create({
      collection: 'pages',
      data: {
        title: 'Pricing and leasing',
        path: at('pricing'),
        _status: 'published',
        layout: [{ blockType: 'heading', text: 'Pricing', level: 'h1' }],
      },
      context: testContext,
    })
    await payload.create({
      collection: 'pages',
      data: {
        title: 'Links to pricing',
        path: at('home'),
        _status: 'published',
        layout: [
          { blockType: 'buttons', buttons: [{ label: 'See prices', page: target.id, variant: 'primary' }] },
        ],
      },
      context: testContext,
    })

    const before = await firstButton(at('home'))
    expect(before?.page).toEqual({
      id: target.id,
      title: 'Pricing and leasing',
      path: at('pricing'),
      _status: 'published',
      deletedAt: null,
    })

    await payload.update({
      collection: 'pages',
      id: target.id,
      data: { path: at('pricing-and-leasing') },
      context: testContext,
    })
    expect((await firstButton(at('home')))?.page).toMatchObject({ path: at('pricing-and-leasing') })
    // The picked page lists the page whose button leads to it (and warns before it is unpublished).
    const usages = await whereUsed(payload, { slug: 'pages', id: target.id })
    expect(usages.map((u) => u.label)).toContain(`Page “Links to pricing” (${at('home')})`)
  })

  it('needs a page or an address', async () => {
    const errors = await fieldErrors(
      payload.create({
        collection: 'pages',
        data: {
          title: 'Button to nowhere',
          path: at('nowhere'),
          _status: 'published',
          layout: [{ blockType: 'buttons', buttons: [{ label: 'Go', variant: 'primary' }] }],
        },
        context: testContext,
      }),
    )
    expect(errors).toEqual([
      expect.objectContaining({ path: 'layout.0.buttons.0.url', message: 'Pick a page or enter a link.' }),
    ])
  })
})
