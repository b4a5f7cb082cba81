import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { NewTabHint } from './NewTabHint'
import { IntlProviders } from '@/i18n/testing'

describe('NewTabHint', () => {
  it('hides the icon from assistive technology and says the link opens a new tab', () => {
    const html = renderToStaticMarkup(
      <IntlProviders>
        <NewTabHint />
      </IntlProviders>,
    )
    expect(html).toContain('aria-hidden="true"')
    expect(html).toContain('<span class="sr-only"> (opens in a new tab)</span>')
  })
})
