import { describe, expect, it, vi } from 'vitest'

import type { Page } from '@/payload-types'

import { type Answerers, answerBlocks } from './answer'

type Layout = NonNullable<Page['layout']>

const answerers = () =>
  ({
    siteSettings: vi.fn(async () => ({ customerServicePhone: '1-800-555-0142' }) as never),
    dealerResults: vi.fn(async () => null),
    latestPosts: vi.fn(async () => []),
    productCatalogue: vi.fn(async ({ environment }) => ({ environment, categories: [] })),
  }) satisfies Answerers

describe('the page data step', () => {
  it('asks every block of the page, nested and in reusable sections, and answers each question once', async () => {
    const banner = { blockType: 'needHelpBanner', language: 'en' } as const
    const card = { blockType: 'customerServiceCard', title: 'Call us' } as const
    const inSection = { blockType: 'needHelpBanner', language: 'fr' } as const
    const layout: Layout = [
      banner,
      {
        blockType: 'group',
        direction: 'stack',
        justification: 'start',
        alignment: 'stretch',
        blocks: [card],
      },
      {
        blockType: 'reusableSection',
        section: { id: 7, title: 'Help', blocks: [inSection], updatedAt: '', createdAt: '' } as never,
      },
      { blockType: 'heading', text: 'Asks nothing', level: 'h2' },
    ]
    const answer = answerers()
    const data = await answerBlocks(layout, { path: '/help/', title: 'Help' }, answer)
    expect(answer.siteSettings).toHaveBeenCalledOnce()
    const settings = { customerServicePhone: '1-800-555-0142' }
    expect(data.answers.get(banner)).toEqual({ settings })
    expect(data.answers.get(card)).toEqual({ settings })
    expect(data.answers.get(inSection)).toEqual({ settings })
    expect(data.answers.size).toBe(3)
    expect(data.page).toEqual({ path: '/help/', title: 'Help' })
  })

  it('asks with the block’s own fields, answers equal questions once, and leaves a question it need not ask', async () => {
    const latest = {
      blockType: 'relatedArticles',
      title: 'Read on',
      source: 'latest',
      category: 'comfort',
      limit: 2,
    } as const
    const same = { ...latest, title: 'More' }
    const chosen = { ...latest, source: 'chosen', posts: [] } as const
    const answer = answerers()
    const data = await answerBlocks([latest, same, chosen], null, answer)
    expect(answer.latestPosts).toHaveBeenCalledOnce()
    expect(answer.latestPosts).toHaveBeenCalledWith({ category: 'comfort', limit: 2 })
    expect(data.answers.get(latest)).toEqual({ latest: [] })
    expect(data.answers.get(same)).toEqual({ latest: [] })
    expect(data.answers.get(chosen)).toEqual({ latest: null })
  })

  it('answers nothing for a page whose blocks ask nothing, and skips blocks it does not know', async () => {
    const answer = answerers()
    const layout = [
      { blockType: 'heading', text: 'Hi', level: 'h1' },
      { blockType: 'retired' },
    ] as unknown as Layout
    const data = await answerBlocks(layout, null, answer)
    expect(data.answers.size).toBe(0)
    for (const fn of Object.values(answer)) expect(fn).not.toHaveBeenCalled()
  })
})
