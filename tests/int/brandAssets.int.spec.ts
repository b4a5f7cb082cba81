import { type Payload, ValidationError } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { readMediaFile } from '@/lib/site/mediaFile'

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
