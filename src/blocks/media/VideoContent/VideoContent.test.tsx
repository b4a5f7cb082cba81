// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import type { VideoContentBlock } from '@/payload-types'

import { VideoContentComponent } from './Component'
import { videoContentFixture } from './fixture'
import { renderIn } from '@/i18n/testing'

/** Renders as an English page does, inside the providers that give components their words. */
const render = (ui: Parameters<typeof renderIn>[1]) => renderIn('en', ui)

// The island's own code, at once: in the browser it loads once the island is on screen.
vi.mock('../../_core/shared/video/lazy.client', async () => ({
  LazyVideoFacade: (await import('../../_core/shared/video/VideoFacade.client')).VideoFacade,
}))

const show = (over: Partial<VideoContentBlock> = {}) =>
  render(<VideoContentComponent {...videoContentFixture} {...over} />)

describe('VideoContent block', () => {
  it('lists each video under the block’s title with its own title and play button', () => {
    const { container } = show()
    const section = screen.getByRole('region', { name: 'Maintenance videos' })
    const items = within(section).getAllByRole('listitem')
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Changing your air filter',
      'Clearing around the outdoor unit',
    ])
    expect(
      within(items[1]!).getByRole('button', { name: 'Play video: Clearing around the outdoor unit' }),
    ).toBeTruthy()
    expect(container.querySelector('iframe')).toBeNull()
  })

  it('plays only the video the visitor chose, in Vimeo’s player without tracking', () => {
    const { container } = show()
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Clearing around the outdoor unit' }))
    const frames = container.querySelectorAll('iframe')
    expect(frames).toHaveLength(1)
    expect(frames[0]!.getAttribute('title')).toBe('Clearing around the outdoor unit')
    expect(frames[0]!.getAttribute('src')).toBe('https://player.vimeo.com/video/1084537?dnt=1&autoplay=1')
  })

  it('leaves out a video from another site, and shows nothing when none is left', () => {
    const other = { video_title: 'Elsewhere', video_embed_link: 'https://videos.example.com/v/1' }
    show({ videos: [videoContentFixture.videos[0]!, other] })
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
    expect(screen.queryByText('Elsewhere')).toBeNull()
    const { container } = render(<VideoContentComponent {...videoContentFixture} videos={[other]} />)
    expect(container.innerHTML).toBe('')
  })
})
