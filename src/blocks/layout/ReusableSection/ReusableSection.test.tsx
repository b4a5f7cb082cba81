import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { Section } from '@/payload-types'

import { hasLevelOneHeading } from '../../_core/headings'
import { noBlockData } from '../../_core/data'
import { renderBlocksWith } from '../../_core/RenderBlocks'

const renderBlocks = renderBlocksWith(noBlockData)
import { ReusableSectionComponent } from './Component'
import { sectionFixture as section } from './fixture'

const render = (value: number | Section) =>
  renderToStaticMarkup(
    <ReusableSectionComponent blockType="reusableSection" section={value} renderBlocks={renderBlocks} />,
  )

describe('ReusableSectionComponent', () => {
  it('renders the section’s blocks in order, as siblings with no wrapper of its own', () => {
    const html = render(section)
    expect(html).toMatch(/^<h2 [^>]*>Talk to a local expert<\/h2><ul /)
    expect(html).toContain('href="/find-a-dealer/"')
  })

  it('renders nothing for a section that was not read with the page, or has no blocks', () => {
    expect(render(7)).toBe('')
    expect(render({ ...section, blocks: [] })).toBe('')
  })

  it('counts a section’s headings as the page’s (the outline check sees inside it)', () => {
    const withTitle = {
      ...section,
      blocks: [{ blockType: 'heading' as const, text: 'Warranty', level: 'h1' as const }],
    }
    expect(hasLevelOneHeading([{ blockType: 'reusableSection', section: withTitle }])).toBe(true)
    expect(hasLevelOneHeading([{ blockType: 'reusableSection', section }])).toBe(false)
  })
})
