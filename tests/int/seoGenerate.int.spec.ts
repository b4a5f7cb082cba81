import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/config/env'

import { getTestPayload, testContext } from '../fixtures/payload'
import { browserSession, rest, signInCookie } from '../fixtures/rest'

/**
 * The 'Generate from the page' buttons of the pages' search group call @payloadcms/plugin-seo's generate
 * endpoints (cms/seo/plugin.ts): staff only, for a page they may edit, from the page as the form holds it.
 */
let payload: Payload
let cookie: string
const stamp = Date.now()

const paragraph = (text: string) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: [
      {
        type: 'paragraph',
        version: 1,
        format: '',
        indent: 0,
        direction: 'ltr',
        children: [{ type: 'text', text, version: 1, format: 0, detail: 0, mode: 'normal', style: '' }],
      },
    ],
  },
})

const doc = {
  title: 'Seasonal tune-up',
  path: `/seo-generate-${stamp}`,
  layout: [
    { blockType: 'heading', text: 'Seasonal tune-up', level: 'h1' },
    { blockType: 'paragraph', content: paragraph('A dealer checks your furnace before the season turns.') },
  ],
}

const generate = async (
  what: string,
  body: unknown,
  headers: Record<string, string> = browserSession(cookie),
) => {
  const res = await rest(`/api/plugin-seo/generate-${what}`, { method: 'POST', body, headers })
  return {
    status: res.status,
    body: (await res.json()) as { result?: string; errors?: { message: string }[] },
  }
}

beforeAll(async () => {
  payload = await getTestPayload()
  const email = `seo-generate-${stamp}@example.com`
  await payload.create({
    collection: 'users',
    data: { email, password: 'seo-generate-password', roles: ['editor'] },
    context: testContext,
  })
  cookie = await signInCookie(email, 'seo-generate-password')
})

describe('generating a page’s search title and description', () => {
  it('takes the title from the page’s title and the description from its first text', async () => {
    const title = await generate('title', { collectionSlug: 'pages', doc })
    expect(title).toEqual({ status: 200, body: { result: 'Seasonal tune-up' } })
    const description = await generate('description', { collectionSlug: 'pages', doc })
    expect(description).toEqual({
      status: 200,
      body: { result: 'A dealer checks your furnace before the season turns.' },
    })
    const url = await generate('url', { collectionSlug: 'pages', doc })
    expect(url.body.result).toBe(`${env().SITE_URL}${doc.path}`)
  })

  it('answers for a saved page the editor may edit, from the form’s unsaved data', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Saved title', path: `/seo-generate-saved-${stamp}` },
      context: testContext,
    })
    const answer = await generate('title', {
      id: page.id,
      collectionSlug: 'pages',
      doc: { ...doc, id: page.id },
    })
    expect(answer).toEqual({ status: 200, body: { result: 'Seasonal tune-up' } })
  })

  it('refuses visitors and other collections, and says what is wrong with a malformed page', async () => {
    expect((await generate('title', { collectionSlug: 'pages', doc }, {})).status).toBe(401)
    expect((await generate('title', { collectionSlug: 'users', doc })).status).toBe(403)
    const malformed = await generate('description', {
      collectionSlug: 'pages',
      doc: { title: 42, layout: 'x' },
    })
    expect(malformed.status).toBe(400)
    expect(malformed.body.errors?.[0]?.message).toBe('The page sent to generate from is not readable.')
  })

  it('keeps the pages’ schema: the plugin’s own group is not added', () => {
    const pages = payload.collections.pages.config
    expect(pages.fields.some((field) => 'name' in field && field.name === 'meta')).toBe(false)
    expect(pages.fields.some((field) => 'name' in field && field.name === 'seo')).toBe(true)
  })
})
