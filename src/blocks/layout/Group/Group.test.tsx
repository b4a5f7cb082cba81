import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { GroupBlock } from '@/payload-types'

import { noBlockData } from '../../_core/data'
import { renderBlocksWith } from '../../_core/RenderBlocks'

const renderBlocks = renderBlocksWith(noBlockData)
import { GroupComponent } from './Component'
import { groupFixture } from './fixture'
import { groupLayoutClasses } from './layoutClasses'

const children: GroupBlock['blocks'] = [
  { blockType: 'heading', text: 'Need help?', level: 'h2' },
  { blockType: 'buttons', buttons: [{ label: 'Call us', url: 'tel:+18005551234', variant: 'primary' }] },
]

const group = (over: Partial<GroupBlock> = {}): GroupBlock => ({
  blockType: 'group',
  direction: 'stack',
  justification: 'start',
  alignment: 'stretch',
  wrap: true,
  blocks: children,
  ...over,
})

describe('GroupComponent', () => {
  it('renders its child blocks in order inside a flex container', () => {
    const html = renderToStaticMarkup(<GroupComponent renderBlocks={renderBlocks} {...group()} />)
    expect(html).toMatch(
      /^<div class="flex flex-col gap-6 items-start text-left"><h2 [^>]*>Need help\?<\/h2><ul /,
    )
    expect(html).toContain('href="tel:+18005551234"')
  })

  it('applies child appearance settings', () => {
    const blocks: GroupBlock['blocks'] = [
      {
        blockType: 'heading',
        text: 'Hi',
        level: 'h3',
        appearance: { backgroundColor: 'brand', padding: '4' },
      },
    ]
    const html = renderToStaticMarkup(<GroupComponent renderBlocks={renderBlocks} {...group({ blocks })} />)
    expect(html).toMatch(/<div class="bg-brand-700 text-white[^"]* p-4"><h3/)
  })

  it('renders nothing without children', () => {
    expect(
      renderToStaticMarkup(<GroupComponent renderBlocks={renderBlocks} {...groupFixture} blocks={[]} />),
    ).toBe('')
  })
})

describe('groupLayoutClasses', () => {
  it('lays a row out with justification, alignment and wrapping', () => {
    expect(
      groupLayoutClasses({ direction: 'row', justification: 'between', alignment: 'center', wrap: true }),
    ).toBe('flex flex-row gap-6 flex-wrap justify-between items-center')
    expect(
      groupLayoutClasses({ direction: 'row', justification: 'end', alignment: 'end', wrap: false }),
    ).toBe('flex flex-row gap-6 flex-nowrap justify-end items-end')
  })

  it('centers a stack and its text', () => {
    expect(groupLayoutClasses({ direction: 'stack', justification: 'center', alignment: 'stretch' })).toBe(
      'flex flex-col gap-6 items-center text-center',
    )
  })
})
