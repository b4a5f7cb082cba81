// @vitest-environment jsdom
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { cleanup } from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import type { AllProductsResponse } from '@/domain/products/responseSchemas'
import type { SiteSetting } from '@/payload-types'

import { postFixture } from '../learn/RelatedArticles/fixture'
import { blockThumbnailSvg } from './admin/sketches'
import { type Answerers, answerBlocks } from './answer'
import { blockDefinitions } from './blocks'
import type { BlockDefinition } from './defineBlock'
import { RenderBlocks } from './RenderBlocks'
import type { BlockType, LayoutBlock } from './types'
import { renderIn } from '@/i18n/testing'

/** Renders as an English page does, inside the providers that give components their words. */
const render = (ui: Parameters<typeof renderIn>[1]) => renderIn('en', ui)

/**
 * The contract every block keeps, checked for every block `_core/blocks.ts` lists: a block folder that is not
 * listed, a listed block without a fixture, a catalogue entry or a drawing, a fixture that renders nothing or
 * renders something axe objects to, all fail here. Add a block by following docs/recipes.md "Add a block".
 */

const blocksDir = path.resolve(import.meta.dirname, '..')
const thumbnailsDir = path.resolve(import.meta.dirname, '../../../public/block-thumbnails')

/** Every block folder: src/blocks/<category>/<Block>/, with an index.ts that defines it. */
const blockFolders = readdirSync(blocksDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .flatMap((category) =>
    readdirSync(path.join(blocksDir, category.name), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${category.name}/${entry.name}`),
  )

const isBlock = (value: unknown): value is LayoutBlock =>
  typeof value === 'object' && value !== null && typeof (value as LayoutBlock).blockType === 'string'

/** Each block type's fixture, from every folder's fixture.ts (a folder of two blocks has two). */
const fixtures = new Map<string, LayoutBlock>()

beforeAll(async () => {
  // Carousels ask for the screen's width and motion setting; jsdom has no screen, so: a wide one, motion allowed.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }))
  // Nor does it watch sizes or visibility: observers that never report, as for content off screen.
  class Unobserving {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return []
    }
  }
  vi.stubGlobal('IntersectionObserver', Unobserving)
  vi.stubGlobal('ResizeObserver', Unobserving)
  for (const folder of blockFolders) {
    const file = path.join(blocksDir, folder, 'fixture.ts')
    if (!existsSync(file)) continue
    const exported: Record<string, unknown> = await import(/* @vite-ignore */ file)
    for (const value of Object.values(exported))
      if (isBlock(value) && !fixtures.has(value.blockType)) fixtures.set(value.blockType, value)
  }
})

afterEach(cleanup)

/** Answers as the page's data step gives them, from demo values, so every question a fixture asks is answered. */
const demoAnswers: Answerers = {
  siteSettings: async () =>
    ({
      brandName: 'Alderline',
      customerServicePhone: '1-800-555-0142',
      supportHours: [{ line: 'Mon-Fri 8 am to 5 pm CT' }],
    }) as SiteSetting,
  dealerResults: async () => null,
  latestPosts: async ({ limit }) => Array.from({ length: limit }, (_, i) => postFixture(i + 1)),
  productCatalogue: async ({ environment }): Promise<AllProductsResponse> => ({
    environment,
    categories: [
      {
        category: 'Heat pumps',
        slug: 'heat-pumps',
        families: [
          {
            modelFamily: 'Alderline 300',
            slug: 'alderline-300',
            products: [
              { modelNumber: 'HP300', name: 'Heat pump 300', energyGuide: '/media/hp300-energy-guide.pdf' },
            ],
          },
        ],
      },
    ],
  }),
}

const definitions = blockDefinitions as readonly BlockDefinition[]

/** Renders one block as a page renders it: its questions answered first, then the renderer. */
async function renderBlock(block: LayoutBlock) {
  const data = await answerBlocks([block], { path: '/contract/', title: 'Contract' }, demoAnswers)
  return render(
    <main>
      <RenderBlocks blocks={[block]} data={data} />
    </main>,
  )
}

describe('every block is one unit', () => {
  it('has a folder that defines it, and every block folder is listed', async () => {
    const defined = new Set<string>()
    for (const folder of blockFolders) {
      const index = path.join(blocksDir, folder, 'index.ts')
      expect(existsSync(index), `${folder} has an index.ts`).toBe(true)
      const exported: Record<string, unknown> = await import(/* @vite-ignore */ index)
      for (const value of Object.values(exported)) {
        expect(definitions, `${folder} is listed in _core/blocks.ts`).toContain(value)
        defined.add((value as BlockDefinition).type)
      }
    }
    expect([...defined].sort()).toEqual(definitions.map((d) => d.type).sort())
  })

  it('names each block once, as its config does, and offers it somewhere', () => {
    expect(new Set(definitions.map((d) => d.type)).size).toBe(definitions.length)
    for (const definition of definitions) {
      expect(definition.places.length, definition.type).toBeGreaterThan(0)
      if (typeof definition.config === 'object') expect(definition.config.slug).toBe(definition.type)
    }
  })

  it('keeps a block offered in a group or a column a leaf (its config holds no blocks)', () => {
    const leaves = definitions.filter((d) => d.places.includes('group'))
    for (const leaf of leaves) expect(typeof leaf.config, leaf.type).toBe('object')
  })

  describe.each(definitions.map((definition) => [definition.type, definition] as const))(
    '%s',
    (type, definition) => {
      it('has a catalogue entry and its drawing', () => {
        expect(definition.catalogue.description.length).toBeGreaterThan(10)
        const drawing = path.join(thumbnailsDir, `${type}.svg`)
        expect(existsSync(drawing), `public/block-thumbnails/${type}.svg`).toBe(true)
        expect(blockThumbnailSvg(definition.catalogue.sketch, definition.catalogue.description)).toContain(
          '<svg',
        )
      })

      it('has a fixture that renders, with nothing axe objects to', async () => {
        const fixture = fixtures.get(type as BlockType)
        expect(fixture, `a fixture.ts in ${type}'s folder exports one`).toBeDefined()
        const { container } = await renderBlock(fixture!)
        expect(container.querySelector('main')?.innerHTML, 'renders something').not.toBe('')
        const results = await axe.run(container, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
          // A document in jsdom has no layout, so colours cannot be measured here (the browser tests do).
          rules: { 'color-contrast': { enabled: false } },
        })
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual(
          [],
        )
      })
    },
  )
})
