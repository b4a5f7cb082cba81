import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { BlockShell } from './BlockShell'

const render = (appearance: Parameters<typeof BlockShell>[0]['appearance']) =>
  renderToStaticMarkup(
    <BlockShell appearance={appearance}>
      <p>Body</p>
    </BlockShell>,
  )

describe('BlockShell', () => {
  it('adds no element when nothing is set', () => {
    expect(render(undefined)).toBe('<p>Body</p>')
    expect(render({ backgroundColor: 'none', shadow: 'none', className: '' })).toBe('<p>Body</p>')
  })

  it('maps colour, padding and shadow to literal Tailwind classes with readable text', () => {
    const html = render({ backgroundColor: 'dark', padding: '12', shadow: 'medium' })
    expect(html).toMatch(/^<div class="[^"]*">/)
    expect(html).toContain('bg-brand-900 text-white')
    expect(html).toContain('[--focus-ring:var(--color-white)]')
    expect(html).toContain('sm:p-12')
    expect(html).toContain('[--heading-color:var(--color-white)]')
    expect(html).toContain('shadow-md')
  })

  it('covers the whole padding scale', () => {
    for (const step of ['1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32'] as const) {
      // From step 8 up the padding is smaller on phones and reaches the chosen step from 640 px.
      const expected = Number(step) >= 8 ? `sm:p-${step}` : `p-${step}`
      const classes = /class="([^"]*)"/.exec(render({ padding: step }))?.[1]?.split(' ')
      expect(classes).toContain(expected)
    }
  })

  it('keeps only safe characters of editor class names', () => {
    const html = render({ className: 'promo-box x"><script>alert(1)</script> big_text' })
    expect(html).toContain('class="promo-box xscriptalert1script big_text"')
    expect(html).not.toContain('<script>')
  })

  it('upgrades background images to https and tints them on dark backgrounds', () => {
    const html = render({ backgroundColor: 'brand', bgImageUrl: 'http://cdn.example.com/hero.jpg' })
    expect(html).toContain('background-image:url(&quot;https://cdn.example.com/hero.jpg&quot;)')
    expect(html).toContain('bg-blend-multiply')
  })

  it('ignores background images that are not web addresses', () => {
    expect(render({ bgImageUrl: 'javascript:alert(1)' })).toBe('<p>Body</p>')
  })
})
