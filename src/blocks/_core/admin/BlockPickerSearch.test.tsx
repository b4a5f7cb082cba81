// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'

import { BlockPickerSearch } from './BlockPickerSearch.client'
import { blockSearchEntry, type BlockSearchIndex } from './blockSearch'

const blocks = [
  { slug: 'ctaCards', label: 'Call-to-action cards', group: 'Marketing', keywords: ['cta'] },
  { slug: 'fiftyFifty', label: 'Image and text', group: 'Marketing', keywords: ['two column'] },
  { slug: 'heading', label: 'Heading', group: 'Text', keywords: ['title'] },
]
const index: BlockSearchIndex = Object.fromEntries(
  blocks.map((b) => [b.slug, blockSearchEntry({ ...b, description: `${b.label}.` })]),
)

/** Payload 3.90's drawer as it renders: a search box, groups of cards with thumbnails, its own name filter. */
function Drawer() {
  const [term, setTerm] = useState('')
  const shown = blocks.filter((b) => b.label.toLowerCase().includes(term.toLowerCase()))
  return (
    <div>
      <div className="block-search">
        <input
          className="block-search__input"
          placeholder="Search for a block"
          onChange={(e) => setTerm(e.target.value)}
        />
      </div>
      <div className="blocks-drawer__blocks-wrapper">
        <ul>
          {['Marketing', 'Text'].map((group) => (
            <li key={group} className="blocks-drawer__block-group" data-group={group}>
              <ul>
                {shown
                  .filter((b) => b.group === group)
                  .map((b) => (
                    <li key={b.slug} className="blocks-drawer__block">
                      <button type="button">
                        {/* eslint-disable-next-line @next/next/no-img-element -- the drawer's own markup */}
                        <img alt="" src={`/block-thumbnails/${b.slug}.svg`} />
                        {b.label}
                      </button>
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}

const visible = () =>
  [...document.querySelectorAll<HTMLElement>('.blocks-drawer__block')]
    .filter((card) => card.style.display !== 'none')
    .map((card) => card.textContent)

afterEach(cleanup)

describe('the block picker search in the admin', () => {
  it('shows the cards whose descriptions or keywords answer the query, which Payload’s name filter drops', () => {
    render(
      <BlockPickerSearch index={index}>
        <Drawer />
      </BlockPickerSearch>,
    )
    const search = screen.getByPlaceholderText('Search for a block')
    fireEvent.input(search, { target: { value: 'cta' } })
    expect(visible()).toEqual(['Call-to-action cards'])
    expect(screen.getByRole('status').textContent).toBe('1 block matches “cta”.')
    const textGroup = document.querySelector<HTMLElement>('[data-group="Text"]')!
    expect(textGroup.style.display).toBe('none')

    fireEvent.input(search, { target: { value: 'two column' } })
    expect(visible()).toEqual(['Image and text'])

    fireEvent.input(search, { target: { value: 'head' } })
    expect(visible()).toEqual(['Heading'])
    expect(textGroup.style.display).toBe('')

    fireEvent.input(search, { target: { value: 'nothing like it' } })
    expect(visible()).toEqual([])
    expect(screen.getByRole('status').textContent).toMatch(/^No block matches “nothing like it”/)

    fireEvent.input(search, { target: { value: '' } })
    expect(visible()).toHaveLength(3)
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('leaves other inputs to React', () => {
    let typed = ''
    render(
      <BlockPickerSearch index={index}>
        <input aria-label="Title" onChange={(e) => (typed = e.target.value)} />
      </BlockPickerSearch>,
    )
    fireEvent.input(screen.getByLabelText('Title'), { target: { value: 'Hello' } })
    expect(typed).toBe('Hello')
  })
})
