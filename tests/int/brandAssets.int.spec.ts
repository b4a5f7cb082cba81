import { type Payload, ValidationError } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { markSvg } from '@/components/brand/markSvg'
import { readMediaFile } from '@/lib/site/mediaFile'
import { INLINE_ICON_MAX_BYTES, siteIcon } from '@/components/brand/siteIcon'

import { getTestPayload, testContext } from '../fixtures/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

async function upload(format: 'png' | 'jpeg', name: string) {
  const data = await sharp({ create: { width: 48, height: 48, channels: 3, background: '#0c2a4d' } })
    [format]()
    .toBuffer()
  return payload.create({
    collection: 'media',
    data: { alt: name },
    file: {
      data,
      mimetype: `image/${format}`,
      name: `${name}-${Date.now()}.${format}`,
      size: data.byteLength,
    },
    context: testContext,
  })
}

describe('the favicon setting', () => {
  it('takes a PNG, whose stored bytes /favicon.ico then answers with', async () => {
    const icon = await upload('png', 'icon')
    const settings = await payload.updateGlobal({
      slug: 'site-settings',
      data: { favicon: icon.id },
      context: testContext,
      depth: 1,
    })
    const file = await readMediaFile(settings.favicon)
    expect(file?.contentType).toBe('image/png')
    expect((await sharp(Buffer.from(file!.body)).metadata()).width).toBe(48)
  })

  it('refuses a photo format browsers do not show in a tab', async () => {
    const photo = await upload('jpeg', 'photo')
    const save = payload.updateGlobal({
      slug: 'site-settings',
      data: { favicon: photo.id },
      context: testContext,
    })
    await expect(save).rejects.toThrow(ValidationError)
    await expect(save).rejects.toMatchObject({
      data: { errors: [{ path: 'favicon', message: 'Use an SVG, PNG or ICO image for the favicon.' }] },
    })
  })

  it('reads nothing for an unset favicon or a missing file', async () => {
    expect(await readMediaFile(null)).toBeNull()
    expect(await readMediaFile(7)).toBeNull()
    const icon = await upload('png', 'gone')
    expect(await readMediaFile({ ...icon, filename: 'no-such-file.png' })).toBeNull()
  })
})

describe('the icon a page names for its tab', () => {
  it('is the drawn brand mark, inside the page, when no favicon is uploaded', async () => {
    const icon = await siteIcon(null)
    expect(icon).toEqual({
      url: expect.stringMatching(/^data:image\/svg\+xml,/),
      type: 'image/svg+xml',
      sizes: 'any',
    })
    expect(decodeURIComponent(icon.url.slice('data:image/svg+xml,'.length))).toBe(markSvg())
  })

  it('carries a small uploaded favicon inside the page, byte for byte', async () => {
    const uploaded = await upload('png', 'small-icon')
    const icon = await siteIcon(uploaded)
    expect(icon.type).toBe('image/png')
    const [prefix, data] = icon.url.split(',')
    expect(prefix).toBe('data:image/png;base64')
    expect(Buffer.from(data!, 'base64').equals(Buffer.from((await readMediaFile(uploaded))!.body))).toBe(true)
  })

  it('links /favicon.ico for an uploaded favicon too large to carry', async () => {
    const data = await sharp({
      create: {
        width: 256,
        height: 256,
        channels: 3,
        background: '#ffffff',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer()
    expect(data.byteLength).toBeGreaterThan(INLINE_ICON_MAX_BYTES)
    const large = await payload.create({
      collection: 'media',
      data: { alt: 'large icon' },
      file: { data, mimetype: 'image/png', name: `large-icon-${Date.now()}.png`, size: data.byteLength },
      context: testContext,
    })
    expect(await siteIcon(large)).toEqual({ url: '/favicon.ico', sizes: 'any' })
  })
})

describe('the logo setting', () => {
  it('keeps an uploaded image, populated for the header', async () => {
    const logo = await upload('png', 'logo')
    const settings = await payload.updateGlobal({
      slug: 'site-settings',
      data: { logo: logo.id },
      context: testContext,
      depth: 1,
    })
    expect(typeof settings.logo === 'object' && settings.logo?.filename).toBe(logo.filename)
  })
})
