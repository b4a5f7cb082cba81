import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { ListBlock } from '@/payload-types'

import { ListComponent } from './Component'

const items = [{ text: 'Apply with a dealer' }, { text: 'Choose your system' }, { text: 'Pay monthly' }]

describe('ListComponent', () => {
  it('renders a bulleted list by default', () => {
    const html = renderToStaticMarkup(
      <ListComponent {...({ blockType: 'list', items } satisfies ListBlock)} />,
    )
    expect(html).toMatch(/^<ul class="list-disc[^"]*">/)
    expect(html).toContain('<li>Apply with a dealer</li><li>Choose your system</li><li>Pay monthly</li></ul>')
  })

  it('renders a numbered list when ordered', () => {
    const html = renderToStaticMarkup(<ListComponent blockType="list" ordered items={items} />)
    expect(html).toMatch(/^<ol class="list-decimal[^"]*">/)
    expect(html.endsWith('</ol>')).toBe(true)
  })
})
