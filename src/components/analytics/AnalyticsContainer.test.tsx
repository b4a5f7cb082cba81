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

  it('returns the scripts for a valid id', () => {
    const element = AnalyticsContainer({ containerId: 'GTM-AB12CD' })
    expect(element).not.toBeNull()
    expect(JSON.stringify(element)).toContain('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD')
  })
})
