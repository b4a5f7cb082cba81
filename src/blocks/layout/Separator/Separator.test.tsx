import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { SeparatorComponent } from './Component'
import { separatorFixture } from './fixture'

describe('SeparatorComponent', () => {
  it.each([
    ['line', 'mx-auto w-24 border-0 border-t-2'],
    ['wide', 'w-full border-0 border-t '],
    ['dots', 'border-dotted'],
  ] as const)('renders the %s style as an <hr>', (style, expected) => {
    const html = renderToStaticMarkup(<SeparatorComponent {...separatorFixture} style={style} />)
    expect(html).toMatch(/^<hr class="[^"]*"\/>$/)
    expect(html).toContain(expected)
  })
})
