import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { HtmlComponent } from './Component'
import { IntlProviders } from '@/i18n/testing'

const render = (html: string) =>
  renderToStaticMarkup(
    <IntlProviders>
      <HtmlComponent blockType="html" html={html} />
    </IntlProviders>,
  )

describe('HtmlComponent', () => {
  it('renders cleaned markup inside a styled container', () => {
    const html = render('<p>Call <a href="tel:+18005551234">us</a></p><script>alert(1)</script>')
    expect(html).toMatch(
      /^<div class="space-y-4[^"]*"><p>Call <a href="tel:\+18005551234">us<\/a><\/p><\/div>$/,
    )
  })

  it('drops event handlers and script links', () => {
    const html = render('<img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>')
    expect(html).not.toMatch(/onerror|javascript|alert/)
  })

  it('renders nothing when nothing survives cleaning', () => {
    expect(render('<script>alert(1)</script>')).toBe('')
  })
})
