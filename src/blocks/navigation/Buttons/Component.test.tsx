import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { ButtonsBlock } from '@/payload-types'

import { ButtonsComponent } from './Component'

const block = (
  buttons: ButtonsBlock['buttons'],
  alignment: ButtonsBlock['alignment'] = 'left',
): ButtonsBlock => ({
  blockType: 'buttons',
  buttons,
  alignment,
})

const render = (b: ButtonsBlock) => renderToStaticMarkup(<ButtonsComponent {...b} />)

describe('ButtonsComponent', () => {
  it('renders each button as a link in a list with its variant colours', () => {
    const html = render(
      block([
        { label: 'Find a dealer', url: '/find-a-dealer/', variant: 'primary' },
        { label: 'See pricing', url: '/pricing/', variant: 'secondary' },
        { label: 'Learn more', url: '/resources/', variant: 'outline' },
      ]),
    )
    expect(html).toMatch(/^<ul class="flex flex-wrap items-center gap-3 justify-start">/)
    expect(html).toMatch(
      /<li><a href="\/find-a-dealer\/" class="[^"]*bg-accent-600 text-white[^"]*">Find a dealer<\/a><\/li>/,
    )
    expect(html).toContain('bg-brand-700 text-white')
    expect(html).toContain('border-current')
    expect(html).toContain('focus-visible:outline-2')
    expect(html).not.toContain('target=')
  })

  it('opens new tabs safely and says so to screen readers', () => {
    const html = render(
      block([{ label: 'Warranty', url: 'http://warranty.example.com', variant: 'primary', newTab: true }]),
    )
    expect(html).toContain('href="https://warranty.example.com/"')
    expect(html).toContain('target="_blank" rel="noopener noreferrer"')
    expect(html).toContain('<span class="sr-only"> (opens in a new tab)</span>')
  })

  it('leaves out buttons with unsafe addresses and renders nothing when none remain', () => {
    expect(render(block([{ label: 'Bad', url: 'javascript:alert(1)', variant: 'primary' }]))).toBe('')
  })

  it('centers the row', () => {
    expect(render(block([{ label: 'Go', url: '/', variant: 'primary' }], 'center'))).toContain(
      'justify-center',
    )
  })
})
