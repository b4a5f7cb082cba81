// @vitest-environment jsdom
import { act, render } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import { BLANK_IMAGE } from '@/components/ui/blankImage'
import { FIRST_SCREEN_HOLD, FIRST_SCREEN_HOLD_MEDIA } from '@/domain/firstScreen'

import { ImageComponent } from '../../../media/Image/Component'
import { fixtureMedia } from './fixtureMedia'
import { MediaImage } from './MediaImage'

const media = fixtureMedia('A furnace in a basement')
const held = (root: ParentNode) => root.querySelectorAll(`source[${FIRST_SCREEN_HOLD}]`)

describe('pictures held while the first screen’s picture loads', () => {
  it('in the page’s HTML, a lazy image starts with the hold: a blank where scripts run', () => {
    const host = document.createElement('div')
    host.innerHTML = renderToString(<MediaImage media={media} displayWidth="third" />)
    const picture = host.querySelector('picture')!
    expect(picture.className).toBe('contents')
    const [hold] = held(host)
    expect(hold?.getAttribute('media')).toBe(FIRST_SCREEN_HOLD_MEDIA)
    // The one blank, without proportions of its own: the image keeps the box its attributes give it.
    expect(hold?.getAttribute('srcset')).toBe(BLANK_IMAGE)
    expect(hold?.hasAttribute('hidden')).toBe(true)
    // First in the picture, so no other source is chosen before it.
    expect(picture.firstElementChild).toBe(hold)
    expect(picture.querySelector('img')?.getAttribute('loading')).toBe('lazy')
  })

  it('leaves an Image block marked as the page’s priority alone', () => {
    const host = document.createElement('div')
    const block = { blockType: 'image', media, displayWidth: 'content' } as const
    host.innerHTML = renderToString(<ImageComponent {...block} priority />)
    expect(host.querySelector('img')?.getAttribute('loading')).toBe('eager')
    expect(held(host)).toHaveLength(0)
    host.innerHTML = renderToString(<ImageComponent {...block} />)
    expect(held(host)).toHaveLength(1)
  })

  it('is dropped once the page has hydrated, whether or not the loader lifted it first', async () => {
    const image = <MediaImage media={media} displayWidth="third" />
    for (const liftedFirst of [false, true]) {
      const host = document.createElement('div')
      document.body.append(host)
      host.innerHTML = renderToString(image)
      const img = host.querySelector('img')
      if (liftedFirst) {
        // What the loader does in the page before the scripts run (src/server/scriptsAfterPaint.ts).
        const hold = held(host)[0]!
        hold.removeAttribute(FIRST_SCREEN_HOLD)
        hold.setAttribute('media', 'not all')
      }
      // React's development build notes the lifted attributes (production does not compare them); either way
      // it keeps the element and drops it on the render after hydration.
      const warn = vi.spyOn(console, 'error').mockImplementation(() => {})
      const root = await act(async () => hydrateRoot(host, image))
      const notes = warn.mock.calls.map(([message]) => String(message))
      expect(notes).toHaveLength(liftedFirst ? 1 : 0)
      expect(
        notes.filter((note) => note.includes("attributes of the server rendered HTML didn't match")),
      ).toEqual(notes)
      warn.mockRestore()
      expect(host.querySelectorAll('source')).toHaveLength(0)
      expect(host.querySelector('img')).toBe(img)
      act(() => root.unmount())
      host.remove()
    }
  })

  it('is never there in a page rendered in the browser', () => {
    const { container } = render(<MediaImage media={media} displayWidth="third" />)
    expect(container.querySelectorAll('source')).toHaveLength(0)
    expect(container.querySelector('img')).not.toBeNull()
  })
})
