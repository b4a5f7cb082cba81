import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { AnalyticsContainer } from './AnalyticsContainer'

describe('AnalyticsContainer', () => {
  it('renders nothing without a container id', () => {
    expect(renderToStaticMarkup(<AnalyticsContainer containerId={null} />)).toBe('')
    expect(renderToStaticMarkup(<AnalyticsContainer containerId="  " />)).toBe('')
  })

  it('refuses an id that is not a container id, so no markup can be injected', () => {
    expect(renderToStaticMarkup(<AnalyticsContainer containerId={'GTM-1"><script>'} />)).toBe('')
  })

  it('renders the data layer set-up and the async container script for a valid id', () => {
    const html = renderToStaticMarkup(<AnalyticsContainer containerId="GTM-AB12CD" />)
    expect(html).toContain("window.dataLayer.push({'gtm.start'")
    expect(html).toMatch(
      /<script id="tag-manager" async="" src="https:\/\/www\.googletagmanager\.com\/gtm\.js\?id=GTM-AB12CD">/,
    )
  })
})
