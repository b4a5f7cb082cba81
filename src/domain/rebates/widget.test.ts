import { describe, expect, it } from 'vitest'

import { validateWidgetScriptUrl, widgetScriptSrc, WIDGET_URL_MESSAGE } from './widget'

describe('rebate widget script', () => {
  it('loads only an https address of another site', () => {
    expect(widgetScriptSrc('https://widgets.rebates.example/w.js')).toBe(
      'https://widgets.rebates.example/w.js',
    )
    for (const bad of [
      null,
      '',
      'http://widgets.example/w.js',
      '/w.js',
      'javascript:alert(1)',
      '//x.example/w.js',
    ])
      expect(widgetScriptSrc(bad), String(bad)).toBeNull()
  })

  it('lets editors leave it empty, and says what to enter otherwise', () => {
    expect(validateWidgetScriptUrl('')).toBe(true)
    expect(validateWidgetScriptUrl(null)).toBe(true)
    expect(validateWidgetScriptUrl('https://widgets.rebates.example/w.js')).toBe(true)
    expect(validateWidgetScriptUrl('http://widgets.rebates.example/w.js')).toBe(WIDGET_URL_MESSAGE)
  })
})
