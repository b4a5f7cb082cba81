import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { HeadingBlock } from '@/payload-types'

import { HeadingComponent } from './Component'

const block = (over: Partial<HeadingBlock> = {}): HeadingBlock => ({
  blockType: 'heading',
  text: 'Heating & cooling',
  level: 'h2',
  ...over,
})

describe('HeadingComponent', () => {
  it('renders the chosen level with escaped text', () => {
    const html = renderToStaticMarkup(<HeadingComponent {...block({ level: 'h3' })} />)
    expect(html).toMatch(/^<h3 class="[^"]*text-2xl[^"]*">Heating &amp; cooling<\/h3>$/)
  })

  it('aligns text and adds the anchor id', () => {
    const html = renderToStaticMarkup(
      <HeadingComponent {...block({ alignment: 'center', anchor: 'furnaces' })} />,
    )
    expect(html).toContain('id="furnaces"')
    expect(html).toContain('text-center')
  })

  it('inherits alignment when none is set and has no id', () => {
    const html = renderToStaticMarkup(<HeadingComponent {...block({ level: 'h1' })} />)
    expect(html).not.toMatch(/text-(left|center|right)/)
    expect(html).not.toContain('id=')
    expect(html.startsWith('<h1')).toBe(true)
  })
})
