import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { QuoteComponent } from './Component'

describe('QuoteComponent', () => {
  it('renders a figure with the quote paragraphs and the citation', () => {
    const html = renderToStaticMarkup(
      <QuoteComponent
        blockType="quote"
        quote={'Quiet and efficient.\n\nInstalled in a day.'}
        citation="Dana R., Tulsa"
      />,
    )
    expect(html).toMatch(/^<figure class="[^"]*"><blockquote class="[^"]*">/)
    expect(html).toContain('<p>Quiet and efficient.</p><p>Installed in a day.</p></blockquote>')
    expect(html).toContain('<cite class="not-italic">Dana R., Tulsa</cite></figcaption></figure>')
  })

  it('omits the caption without a citation', () => {
    const html = renderToStaticMarkup(<QuoteComponent blockType="quote" quote="Great service." />)
    expect(html).not.toContain('figcaption')
    expect(html).toContain('<p>Great service.</p>')
  })
})
