import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { Page } from '@/payload-types'

import { noBlockData, type PageBlockData } from './data'
import { RenderBlocks } from './RenderBlocks'
import { IntlProviders } from '@/i18n/testing'

type Layout = NonNullable<Page['layout']>

const render = (blocks: Page['layout'] | undefined, data: PageBlockData = noBlockData) =>
  renderToStaticMarkup(
    <IntlProviders>
      <RenderBlocks blocks={blocks} data={data} />
    </IntlProviders>,
  )

afterEach(() => vi.restoreAllMocks())

describe('RenderBlocks', () => {
  it('renders nothing for a missing or empty layout', () => {
    expect(render(null)).toBe('')
    expect(render(undefined)).toBe('')
    expect(render([])).toBe('')
  })

  it('renders blocks in order as siblings', () => {
    const html = render([
      { blockType: 'heading', text: 'Furnaces', level: 'h1' },
      { blockType: 'separator', style: 'wide' },
      { blockType: 'list', items: [{ text: 'Quiet' }] },
    ])
    expect(html).toMatch(/^<h1 [^>]*>Furnaces<\/h1><hr [^>]*\/><ul [^>]*><li>Quiet<\/li><\/ul>$/)
  })

  it('wraps a block in its appearance settings', () => {
    const html = render([
      {
        blockType: 'quote',
        quote: 'Warm all winter.',
        appearance: { backgroundColor: 'light', padding: '8', shadow: 'small' },
      },
    ])
    expect(html).toMatch(/^<div class="bg-surface text-ink[^"]* p-6 sm:p-8 rounded-lg shadow-sm"><figure/)
  })

  it('renders nested blocks: page > columns > group > heading', () => {
    const layout: Layout = [
      {
        blockType: 'columns',
        preset: 'custom',
        gap: 'medium',
        verticalAlignment: 'top',
        columns: [
          {
            widths: { mobile: '12', medium: '6' },
            blocks: [
              {
                blockType: 'group',
                direction: 'stack',
                justification: 'start',
                alignment: 'stretch',
                blocks: [{ blockType: 'heading', text: 'Inside a group', level: 'h3' }],
              },
            ],
          },
          {
            widths: { mobile: '12', medium: '6' },
            blocks: [{ blockType: 'heading', text: 'Second', level: 'h3' }],
          },
        ],
      },
    ]
    const html = render(layout)
    expect(html).toMatch(
      /^<div class="grid grid-cols-12[^"]*"><div class="col-span-12 md:col-span-6[^"]*"><div class="flex flex-col/,
    )
    expect(html).toContain('>Inside a group</h3></div></div><div class="col-span-12 md:col-span-6')
    expect(html).toContain('>Second</h3></div></div>')
  })

  it('skips unknown blocks with exactly one warning each and renders the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    // Content saved by an older or newer version of the site can hold names this code does not know.
    const layout = [
      { blockType: 'carousel', id: 'a' },
      { blockType: 'heading', text: 'Still here', level: 'h2' },
      { blockType: 'toString' },
      null,
    ] as unknown as Layout
    const html = render(layout)
    expect(html).toMatch(/^<h2 [^>]*>Still here<\/h2>$/)
    expect(warn).toHaveBeenCalledTimes(3)
    expect(warn.mock.calls[0]?.[0]).toContain('"carousel"')
    expect(warn.mock.calls[1]?.[0]).toContain('"toString"')
  })

  it('warns for an unknown block inside a column', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const layout = [
      {
        blockType: 'columns',
        gap: 'none',
        verticalAlignment: 'top',
        columns: [{ widths: { mobile: '12' }, blocks: [{ blockType: 'video' }] }],
      },
    ] as unknown as Layout
    expect(render(layout)).toBe(
      '<div class="grid grid-cols-12 gap-0 items-start"><div class="col-span-12 flex min-w-0 flex-col gap-6"></div></div>',
    )
    expect(warn).toHaveBeenCalledOnce()
  })

  it('gives every block the page, and a block that asks for data the answers found for that very block', () => {
    const share = { blockType: 'shareButtons', title: 'Share', email: '1' } as const
    const banner = { blockType: 'needHelpBanner', language: 'en' } as const
    const settings = { customerServicePhone: '1-800-555-0142' }
    const layout: Layout = [
      {
        blockType: 'group',
        direction: 'stack',
        justification: 'start',
        alignment: 'stretch',
        blocks: [share],
      },
      banner,
    ]
    const html = render(layout, {
      page: { path: '/heat-pumps/', title: 'Heat pumps' },
      answers: new Map([[banner, { settings }]]),
    })
    // The share link names the page it sits on, nested in a group; the banner calls the settings' number.
    expect(html).toContain(encodeURIComponent('/heat-pumps/'))
    expect(html).toContain(encodeURIComponent('Heat pumps'))
    expect(html).toContain('href="tel:18005550142"')
  })
})
