import type { Block, TextField } from 'payload'
import { describe, expect, it } from 'vitest'

import { blockPlace, requiredOnPublish } from './requiredOnPublish'

const REQUIRED = 'This field is required.'
const req = { t: (key: string) => (key === 'validation:required' ? REQUIRED : key), payload: { config: {} } }

function blocks(): { text: TextField; list: Block[] } {
  const text: TextField = { name: 'text', type: 'text', required: true }
  const heading: Block = {
    slug: 'heading',
    labels: { singular: 'Heading', plural: 'Headings' },
    fields: [text],
  }
  const columns: Block = {
    slug: 'columns',
    labels: { singular: 'Columns', plural: 'Columns' },
    fields: [
      { name: 'columns', type: 'array', fields: [{ name: 'blocks', type: 'blocks', blocks: [heading] }] },
    ],
  }
  return { text, list: requiredOnPublish([heading, columns]) }
}

const page = (status: 'draft' | 'published') => ({
  _status: status,
  layout: [
    { blockType: 'heading', text: 'One' },
    { blockType: 'heading', text: 'Two' },
    { blockType: 'heading', text: '' },
    { blockType: 'columns', columns: [{ blocks: [] }, { blocks: [{ blockType: 'heading', text: '' }] }] },
  ],
})

const check = (text: TextField, data: unknown, path: string[], event: 'submit' | 'onChange') =>
  (text.validate as (value: unknown, options: unknown) => Promise<unknown>)('', {
    ...text,
    req,
    data,
    path,
    event,
  })

describe('requiredOnPublish', () => {
  it('lets a draft and the form’s own checks through with a required block field empty', async () => {
    const { text } = blocks()
    expect(await check(text, page('draft'), ['layout', '2', 'text'], 'submit')).toBe(true)
    expect(await check(text, page('published'), ['layout', '2', 'text'], 'onChange')).toBe(true)
  })

  it('refuses to publish it, naming the block by its place in the page', async () => {
    const { text } = blocks()
    expect(await check(text, page('published'), ['layout', '2', 'text'], 'submit')).toBe(
      'Heading 3: Text is required.',
    )
    expect(
      await check(text, page('published'), ['layout', '3', 'columns', '1', 'blocks', '0', 'text'], 'submit'),
    ).toBe('Columns 4 › Heading 1: Text is required.')
  })

  it('keeps other checks on drafts', async () => {
    const { text } = blocks()
    const long = { ...text, maxLength: 3 }
    const validate = text.validate as (value: unknown, options: unknown) => Promise<unknown>
    expect(
      await validate('Too long', { ...long, req, data: page('draft'), path: [], event: 'submit' }),
    ).not.toBe(true)
  })
})

describe('blockPlace', () => {
  it('is empty for a field outside blocks', () => {
    expect(blockPlace({ title: '' }, ['title'], (t) => t)).toBe('')
  })
})
