import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import type { Page } from '@/payload-types'

import { getTestPayload, testContext } from '../fixtures/payload'
import { browserSession, rest, signInCookie } from '../fixtures/rest'

// The page route reads the request through next/headers and caches through next/cache, both of which need a
// running Next server: here the request is whatever each test says, and nothing is cached.
const request = vi.hoisted(() => ({ draftCookie: false, headers: new Headers() }))
vi.mock('next/headers', () => ({
  draftMode: async () => ({ isEnabled: request.draftCookie }),
  headers: async () => request.headers,
}))
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <T>(load: T) => load,
}))

const { generateMetadata } = await import('@/app/(frontend)/[[...slug]]/page')

let payload: Payload
let staffCookie: string
const stamp = Date.now()
const email = `draft-reader-${stamp}@example.com`
const password = 'draft-reader-password'

/** notFound() throws an error whose digest names the 404 fallback. */
const isNotFound = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { digest?: unknown }).digest === 'NEXT_HTTP_ERROR_FALLBACK;404'

/** The title the route gives the path, or null when it answers 404. */
const titleAt = async (path: string) => {
  try {
    const metadata = await generateMetadata({
      params: Promise.resolve({ slug: path.split('/').filter(Boolean) }),
    })
    return metadata.title ?? null
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}

async function pageWithDraft(path: string): Promise<Page> {
  const page = await payload.create({
    collection: 'pages',
    data: { title: 'Published title', path, _status: 'published' },
    context: testContext,
  })
  await payload.update({
    collection: 'pages',
    id: page.id,
    data: { title: 'Draft title' },
    draft: true,
    context: testContext,
  })
  return page
}

beforeAll(async () => {
  payload = await getTestPayload()
  await payload.create({
    collection: 'users',
    data: { email, password, roles: ['editor'] },
    context: testContext,
  })
  staffCookie = await signInCookie(email, password)
})

describe('a page requested with the draft-mode cookie', () => {
  it('shows the draft to a signed-in staff member', async () => {
    await pageWithDraft(`/draft-staff-${stamp}`)
    Object.assign(request, { draftCookie: true, headers: new Headers(browserSession(staffCookie)) })
    expect(await titleAt(`/draft-staff-${stamp}`)).toBe('Draft title')
  })

  it('shows the published page when the cookie comes without a staff session', async () => {
    await pageWithDraft(`/draft-stale-${stamp}`)
    Object.assign(request, { draftCookie: true, headers: new Headers() })
    expect(await titleAt(`/draft-stale-${stamp}`)).toBe('Published title')
  })

  it('shows the published page once its staff member has signed out', async () => {
    await pageWithDraft(`/draft-signed-out-${stamp}`)
    const cookie = await signInCookie(email, password)
    await rest('/api/users/logout', { method: 'POST', headers: browserSession(cookie) })
    Object.assign(request, { draftCookie: true, headers: new Headers(browserSession(cookie)) })
    expect(await titleAt(`/draft-signed-out-${stamp}`)).toBe('Published title')
  })

  it('finds nothing at a never-published page without a staff session', async () => {
    const path = `/draft-only-${stamp}`
    await payload.create({
      collection: 'pages',
      data: { title: 'Unpublished', path },
      draft: true,
      context: testContext,
    })
    Object.assign(request, { draftCookie: true, headers: new Headers() })
    expect(await titleAt(path)).toBeNull()
  })
})
