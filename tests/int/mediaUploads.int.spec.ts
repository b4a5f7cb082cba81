import config from '@payload-config'
import { handleEndpoints, ValidationError, type Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { resolveImage } from '@/blocks/_core/shared/image/resolveImage'
import { ALT_REQUIRED } from '@/cms/collections/Media'
import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE } from '@/cms/uploadLimits'
import { env } from '@/config/env'

import { getTestPayload, testContext } from '../fixtures/payload'
import { signInCookie } from '../fixtures/rest'

let payload: Payload
let cookie: string
const stamp = Date.now()

beforeAll(async () => {
  payload = await getTestPayload()
  const email = `media-editor-${stamp}@example.com`
  const password = 'media-editor-password'
  await payload.create({
    collection: 'users',
    data: { email, password, roles: ['editor'] },
    context: testContext,
  })
  cookie = await signInCookie(email, password)
})

const png = () =>
  sharp({ create: { width: 32, height: 32, channels: 3, background: '#31577a' } })
    .png()
    .toBuffer()

async function createImage(data: { alt?: string; decorative?: boolean }) {
  const bytes = await png()
  return payload.create({
    collection: 'media',
    data,
    file: {
      data: bytes,
      mimetype: 'image/png',
      name: `alt-${stamp}-${Math.random()}.png`,
      size: bytes.byteLength,
    },
    context: testContext,
  })
}

/** The field errors of a refused create, or 'stored' when it went through. */
async function outcome(create: Promise<unknown>): Promise<unknown> {
  try {
    await create
    return 'stored'
  } catch (error) {
    if (error instanceof ValidationError)
      return error.data.errors.map(({ path, message }) => ({ path, message }))
    throw error
  }
}

/** An upload through the admin's REST endpoint, as a signed-in editor's browser sends it. */
function uploadThroughRest(file: Blob, name: string, alt = 'An upload') {
  const form = new FormData()
  form.append('file', file, name)
  form.append('_payload', JSON.stringify({ alt }))
  const request = new Request(new URL('/api/media', env().SITE_URL), {
    method: 'POST',
    headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' },
    body: form,
  })
  return handleEndpoints({ config, request })
}

describe('an image’s description', () => {
  it('is required unless the image is marked decorative', async () => {
    const refused = [{ path: 'alt', message: ALT_REQUIRED }]
    expect(await outcome(createImage({}))).toEqual(refused)
    expect(await outcome(createImage({ alt: '   ' }))).toEqual(refused)
    expect(await outcome(createImage({ alt: 'A heat pump beside a house' }))).toBe('stored')
    expect(await outcome(createImage({ decorative: true }))).toBe('stored')
  })

  it('is left empty on the site for a decorative image, whatever was typed before it was marked', async () => {
    const image = await createImage({ alt: 'A soft blue texture', decorative: true })
    expect(resolveImage({ blockType: 'image', media: image, displayWidth: 'content' })?.alt).toBe('')
    const described = await createImage({ alt: 'A furnace in a basement' })
    expect(resolveImage({ blockType: 'image', media: described, displayWidth: 'content' })?.alt).toBe(
      'A furnace in a basement',
    )
  })
})

describe('an upload the media library cannot take', () => {
  it('over the size limit is refused with 413 and says so', async () => {
    const big = new Blob([new Uint8Array(MAX_UPLOAD_BYTES + 1024)], { type: 'image/png' })
    const res = await uploadThroughRest(big, `too-big-${stamp}.png`)
    expect(res.status).toBe(413)
    expect(JSON.stringify(await res.json())).toContain(UPLOAD_TOO_LARGE)
  })

  it('of the wrong type is refused with 400 and names the type', async () => {
    const before = (await payload.count({ collection: 'media' })).totalDocs
    const res = await uploadThroughRest(
      new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }),
      `notes-${stamp}.pdf`,
    )
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toMatch(/application\/pdf/)
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(before)
  })
})
