// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { NavMenu } from './NavMenu.client'

vi.mock('next/navigation', () => ({ usePathname: () => '/resources/videos' }))

const links = [
  { label: 'Troubleshooting', href: '/resources/troubleshooting' },
  { label: 'Videos', href: '/resources/videos' },
]

function openMenu() {
  render(
    <>
      <NavMenu label="Resources" links={links} className="" />
      <a href="https://example.com/elsewhere">Elsewhere</a>
    </>,
  )
  const button = screen.getByRole('button', { name: 'Resources' })
  expect(button.getAttribute('aria-expanded')).toBe('false')
  expect(screen.queryByRole('link', { name: 'Videos' })).toBeNull()
  button.focus()
  fireEvent.click(button)
  expect(button.getAttribute('aria-expanded')).toBe('true')
  return button
}

describe('NavMenu', () => {
  it('shows its links from its button and hides them when pressed again', () => {
    const button = openMenu()
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Troubleshooting',
      'Videos',
      'Elsewhere',
    ])
    expect(screen.getByRole('link', { name: 'Videos' }).getAttribute('aria-current')).toBe('page')
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('link', { name: 'Videos' })).toBeNull()
  })

  it('closes on Escape and puts the focus back on its button', () => {
    const button = openMenu()
    screen.getByRole('link', { name: 'Troubleshooting' }).focus()
    act(() => {
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(button)
  })

  it('closes when the focus leaves it, and when one of its links is followed', () => {
    const button = openMenu()
    const videos = screen.getByRole('link', { name: 'Videos' })
    fireEvent.blur(videos, { relatedTarget: screen.getByRole('link', { name: 'Elsewhere' }) })
    expect(button.getAttribute('aria-expanded')).toBe('false')

    fireEvent.click(button)
    fireEvent.click(screen.getByRole('link', { name: 'Troubleshooting' }))
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })

  it('stays open while the focus moves between its own links', () => {
    const button = openMenu()
    const troubleshooting = screen.getByRole('link', { name: 'Troubleshooting' })
    fireEvent.blur(button, { relatedTarget: troubleshooting })
    expect(button.getAttribute('aria-expanded')).toBe('true')
  })

  it('marks its button while one of its links is the page shown', () => {
    openMenu()
    expect(screen.getByRole('button', { name: 'Resources' }).hasAttribute('data-current')).toBe(true)
  })

  it('moves through its links with the arrow keys, and opens at either end from its button', () => {
    const button = openMenu()
    fireEvent.click(button)
    const key = (key: string) => act(() => void fireEvent.keyDown(document.activeElement!, { key }))
    button.focus()
    key('ArrowDown')
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Troubleshooting' }))
    key('ArrowDown')
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Videos' }))
    key('ArrowDown')
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Troubleshooting' }))
    key('ArrowUp')
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Videos' }))
    key('Home')
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Troubleshooting' }))
    key('End')
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Videos' }))
    key('Escape')
    expect(document.activeElement).toBe(button)
    key('ArrowUp')
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Videos' }))
  })
})
