import { ValidationError, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { toNavItems } from '@/components/layout/navLinks'
import type { Header } from '@/payload-types'

import { getTestPayload, testContext } from '../fixtures/payload'

let payload: Payload
let original: Header
const stamp = Date.now()

const saveHeader = (navItems: NonNullable<Header['navItems']>) =>
  payload.updateGlobal({ slug: 'header', data: { navItems }, context: testContext })

/** The header's menu as the site reads it (lib/site/queries.ts) and renders it. */
const menu = async () =>
  toNavItems(
    (
      await payload.findGlobal({
        slug: 'header',
        depth: 1,
        overrideAccess: false,
        populate: { pages: { path: true, _status: true, deletedAt: true } },
      })
    ).navItems,
  )

async function fieldErrors(save: Promise<unknown>): Promise<unknown> {
  try {
    await save
    return 'saved'
  } catch (error) {
    if (error instanceof ValidationError) return error.data.errors.map((e) => e.message)
    throw error
  }
}

beforeAll(async () => {
  payload = await getTestPayload()
  original = await payload.findGlobal({ slug: 'header', depth: 0 })
})

afterAll(async () => {
  await payload.updateGlobal({
    slug: 'header',
    data: { navItems: original.navItems, cta: original.cta },
    context: testContext,
  })
})

describe('the header menu', () => {
  it('needs a page or an address for every link, except a group of links', async () => {
    expect(await fieldErrors(saveHeader([{ label: 'Nowhere' }]))).toEqual([
      'Pick a page or enter the link address.',
    ])
    expect(
      await fieldErrors(
        saveHeader([{ label: 'Resources', children: [{ label: 'Videos', url: '/resources/videos' }] }]),
      ),
    ).toBe('saved')
    expect(await fieldErrors(saveHeader([{ label: 'Resources', children: [{ label: 'Videos' }] }]))).toEqual([
      'Pick a page or enter the link address.',
    ])
  })

  it('follows a picked page when it moves, and leaves it out while it is unpublished', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Menu page', path: `/menu-${stamp}/before`, _status: 'published' },
      context: testContext,
    })
    await saveHeader([
      { label: 'Offers', page: page.id },
      { label: 'Products', children: [{ label: 'Menu page', page: page.id }] },
    ])
    expect(await menu()).toEqual([
      { label: 'Offers', href: `/menu-${stamp}/before` },
      { label: 'Products', href: '', children: [{ label: 'Menu page', href: `/menu-${stamp}/before` }] },
    ])

    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { path: `/menu-${stamp}/after`, _status: 'published' },
      context: testContext,
    })
    expect((await menu())[0]).toEqual({ label: 'Offers', href: `/menu-${stamp}/after` })

    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { _status: 'draft' },
      context: testContext,
    })
    expect(await menu()).toEqual([])
  })
})
