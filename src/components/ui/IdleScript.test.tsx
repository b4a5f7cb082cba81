// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { IdleScript } from './IdleScript.client'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('IdleScript', () => {
  it('adds the script once the page has loaded and the browser is idle, once per id', async () => {
    const idle = vi.fn((callback: () => void) => {
      callback()
      return 1
    })
    vi.stubGlobal('requestIdleCallback', idle)
    render(
      <>
        <IdleScript id="widget" src="https://widgets.example/w.js" />
        <IdleScript id="widget" src="https://widgets.example/w.js" />
      </>,
    )
    const scripts = document.querySelectorAll<HTMLScriptElement>('script#widget')
    expect(scripts).toHaveLength(1)
    expect([scripts[0]!.src, scripts[0]!.async]).toEqual(['https://widgets.example/w.js', true])
    expect(idle).toHaveBeenCalled()
    vi.unstubAllGlobals()
  })

  it('waits for the load event while the page is still loading', () => {
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
    render(<IdleScript id="late" src="https://widgets.example/late.js" />)
    expect(document.getElementById('late')).toBeNull()
    state.mockReturnValue('complete')
    window.dispatchEvent(new Event('load'))
    return vi.waitFor(() => expect(document.getElementById('late')).not.toBeNull())
  })
})
