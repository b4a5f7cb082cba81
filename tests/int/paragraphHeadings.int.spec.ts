import { ValidationError, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { HEADING_IN_PARAGRAPH } from '@/blocks/text/Paragraph/config'

import { getTestPayload, testContext } from '../fixtures/payload'

let payload: Payload
const stamp = Date.now()

const text = (t: string) => ({
  type: 'text',
  text: t,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})
const node = (type: string, extra: object, t: string) => ({
  type,
  ...extra,
  format: '',
  indent: 0,
  version: 1,
  direction: 'ltr',
  children: [text(t)],
})
const content = (...children: ReturnType<typeof node>[]) => ({
  root: { type: 'root', format: '' as const, indent: 0, version: 1, direction: 'ltr' as const, children },
})

/** Saves a page holding one paragraph block with this content; the field messages when refused. */
async function save(paragraph: ReturnType<typeof content>): Promise<unknown> {
  try {
    await payload.create({
      collection: 'pages',
      data: {
        title: 'Running text',
        path: `/paragraph-${stamp}-${Math.random().toString(36).slice(2)}`,
        _status: 'published',
        layout: [{ blockType: 'paragraph', content: paragraph }],
      },
      context: testContext,
    })
    return 'stored'
  } catch (error) {
    if (error instanceof ValidationError) return error.data.errors.map((e) => e.message)
    throw error
  }
}

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('a paragraph block', () => {
  it('keeps running text', async () => {
    expect(
      await save(content(node('paragraph', { textFormat: 0, textStyle: '' }, 'Quiet all winter.'))),
    ).toBe('stored')
  })

  it('refuses a heading inside it, pointing to the Heading block', async () => {
    const withHeading = content(
      node('heading', { tag: 'h2' }, 'Why a heat pump'),
      node('paragraph', { textFormat: 0, textStyle: '' }, 'It heats and cools.'),
    )
    expect(await save(withHeading)).toEqual([HEADING_IN_PARAGRAPH])
  })
})
