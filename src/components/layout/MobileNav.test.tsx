// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { MobileNav } from './MobileNav.client'

const navigation = vi.hoisted(() => ({ pathname: '/' }))
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }))

const items = [
  { label: 'Products', href: '/products' },
  { label: 'Furnaces', href: '/products/furnaces' },
  { label: 'Warranty', href: 'https://warranty.example.com/' },
]

function openMenu() {
  render(
    <div>
      <p>Outside text</p>
      <input aria-label="Zip code" />
      <MobileNav items={items} linkClassName="x" labels={LABELS} />
    </div>,
  )
  const button = screen.getByRole('button', { name: 'Menu' })
  button.focus()
  fireEvent.click(button)
  expect(button.getAttribute('aria-expanded')).toBe('true')
  return button
}

const menu = () => screen.queryByRole('navigation', { name: 'Main' })

beforeEach(() => {
  navigation.pathname = '/'
})

const LABELS = { menu: 'Menu', nav: 'Main' }

describe('MobileNav', () => {
  it('shows the links when opened and hides them when the button is pressed again', () => {
    const button = openMenu()
    expect(
      within(menu()!)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Products', 'Furnaces', 'Warranty'])
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(menu()).toBeNull()
  })

  it('closes on Escape from inside the menu and puts the focus back on its button', () => {
    const button = openMenu()
    within(menu()!).getByRole('link', { name: 'Furnaces' }).focus()
    act(() => {
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(button)
  })

  it('closes on a click outside and leaves the focus where the click put it', () => {
    const button = openMenu()
    const input = screen.getByRole('textbox', { name: 'Zip code' })
    act(() => {
      fireEvent.pointerDown(input)
      input.focus()
    })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(input)
  })

  it('stays open on a click inside the menu that is not on a link', () => {
    const button = openMenu()
    act(() => {
      fireEvent.pointerDown(within(menu()!).getAllByRole('listitem')[0]!)
    })
    expect(button.getAttribute('aria-expanded')).toBe('true')
  })

  it('closes when a link is chosen, even one to the page already shown', () => {
    navigation.pathname = '/products'
    const button = openMenu()
    const link = within(menu()!).getByRole('link', { name: 'Products' })
    // The browser's own navigation is not what is tested here.
    link.addEventListener('click', (event) => event.preventDefault())
    fireEvent.click(link)
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })

  it('ignores other keys', () => {
    const button = openMenu()
    act(() => {
      fireEvent.keyDown(button, { key: 'Enter' })
    })
    expect(button.getAttribute('aria-expanded')).toBe('true')
  })

  it('marks the link to the page being shown as the current page', () => {
    navigation.pathname = '/products/furnaces'
    openMenu()
    const links = within(menu()!).getAllByRole('link')
    expect(links.map((a) => a.getAttribute('aria-current'))).toEqual([null, 'page', null])
  })

  it('lists a group’s links under its name, as a list the name labels', () => {
    render(
      <MobileNav
        items={[
          { label: 'Products', href: '/products' },
          {
            label: 'Resources',
            href: '',
            children: [
              { label: 'Videos', href: '/resources/videos' },
              { label: 'Documents', href: '/resources/documents' },
            ],
          },
        ]}
        linkClassName="x"
        labels={LABELS}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }))
    const group = within(menu()!).getByRole('list', { name: 'Resources' })
    expect(
      within(group)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Videos', 'Documents'])
    expect(within(menu()!).getAllByRole('link')).toHaveLength(3)
  })

  it('renders nothing without links', () => {
    const { container } = render(<MobileNav items={[]} linkClassName="x" labels={LABELS} />)
    expect(container.innerHTML).toBe('')
  })
})
