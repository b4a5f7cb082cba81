// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import type { VideoPlayerBlock } from '@/payload-types'

import { fixtureMedia } from '../../_core/shared/image/fixtureMedia'
import { VideoPlayerComponent } from './Component'
import { videoPlayerFixture } from './fixture'
import { renderIn } from '@/i18n/testing'

/** Renders as an English page does, inside the providers that give components their words. */
const render = (ui: Parameters<typeof renderIn>[1]) => renderIn('en', ui)

// The island's own code, at once: in the browser it loads once the island is on screen.
vi.mock('../../_core/shared/video/lazy.client', async () => ({
  LazyVideoFacade: (await import('../../_core/shared/video/VideoFacade.client')).VideoFacade,
}))

const show = (over: Partial<VideoPlayerBlock> = {}) =>
  render(<VideoPlayerComponent {...videoPlayerFixture} {...over} />)

const PLAY = `Play video: ${videoPlayerFixture.title}`

describe('VideoPlayer block', () => {
  it('shows the title, the description and a labelled play button, and no player yet', () => {
    const { container } = show()
    expect(screen.getByRole('region', { name: videoPlayerFixture.title })).toBeTruthy()
    expect(screen.getByText(/one outdoor unit moves heat/)).toBeTruthy()
    expect(screen.getByRole('button', { name: PLAY })).toBeTruthy()
    expect(container.querySelector('iframe')).toBeNull()
    // The branded poster is drawn on the page: nothing from the video site, not even its thumbnail.
    expect(container.querySelector('img')).toBeNull()
  })

  it('loads the no-cookie player on play, starting at once and taking the focus', () => {
    show()
    fireEvent.click(screen.getByRole('button', { name: PLAY }))
    const player = screen.getByTitle(videoPlayerFixture.title)
    expect(player.tagName).toBe('IFRAME')
    expect(player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1')
    expect(player.getAttribute('allow')).toContain('autoplay')
    expect(document.activeElement).toBe(player)
    expect(screen.queryByRole('button', { name: PLAY })).toBeNull()
  })

  it('shows the editor’s thumbnail as a decorative still under the play button', () => {
    const { container } = show({ thumbnail: fixtureMedia('Heat pump beside a house') })
    const still = container.querySelector('img')
    expect(still?.getAttribute('src')).toBe('/api/media/file/demo.jpg')
    expect(still?.getAttribute('alt')).toBe('')
    expect(still?.getAttribute('loading')).toBe('lazy')
  })

  it('shows nothing at all for an address that is not YouTube, Vimeo or Wistia', () => {
    const { container } = show({ url: 'https://videos.example.com/watch?v=aqz-KE-bpKQ' })
    expect(container.innerHTML).toBe('')
  })
})
