// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { fixtureMedia } from '../image/fixtureMedia'
import { MaintenanceGridComponent } from '../../../guidance/MaintenanceGrid/Component'
import { maintenanceGridFixture } from '../../../guidance/MaintenanceGrid/fixture'
import { TroubleshootingGridComponent } from '../../../guidance/TroubleshootingGrid/Component'
import { troubleshootingGridFixture } from '../../../guidance/TroubleshootingGrid/fixture'

const linksIn = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])

describe('troubleshooting and maintenance grids', () => {
  it('links a card to every troubleshooting page, each named by its title', () => {
    const page = { path: '/resources/troubleshooting', title: 'Troubleshooting' }
    render(<TroubleshootingGridComponent {...troubleshootingGridFixture} page={page} />)
    const links = linksIn('Troubleshooting by system')
    expect(links).toHaveLength(10)
    expect(links[0]).toEqual(['Air conditioners', '/resources/troubleshooting/air-conditioners'])
    expect(links[9]).toEqual(['Coils', '/resources/troubleshooting/coils'])
    expect(screen.getByRole('heading', { level: 2, name: 'Troubleshooting by system' })).toBeTruthy()
  })

  it('draws a decorative icon for a card with no picture, and a decorative picture otherwise', () => {
    const [first, ...rest] = maintenanceGridFixture.items
    render(
      <MaintenanceGridComponent
        {...maintenanceGridFixture}
        items={[{ ...first!, image: fixtureMedia('An air conditioner') }, ...rest]}
      />,
    )
    const links = screen.getAllByRole('link')
    expect(links[0]!.querySelector('img')?.getAttribute('alt')).toBe('')
    expect(links[0]!.querySelector('svg[aria-hidden="true"]')).toBeTruthy()
    expect(links[1]!.querySelector('img')).toBeNull()
    expect(links[1]!.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(2)
    expect(screen.getByText('Simple care for each part of your system.')).toBeTruthy()
  })

  it('leaves out the card of the page being shown, unless told to keep it', () => {
    const page = { path: '/resources/maintenance-tips/coils/', title: 'Coils' }
    const { unmount } = render(<MaintenanceGridComponent {...maintenanceGridFixture} page={page} />)
    const links = linksIn('Maintenance tips by system')
    expect(links).toHaveLength(9)
    expect(links.map(([title]) => title)).not.toContain('Coils')
    unmount()
    render(<MaintenanceGridComponent {...maintenanceGridFixture} page={page} leaveOutCurrentPage={false} />)
    expect(linksIn('Maintenance tips by system')).toHaveLength(10)
  })

  it('leaves out a card whose address fails the link rule, and renders nothing with no card left', () => {
    const [first, second] = troubleshootingGridFixture.items
    const { unmount } = render(
      <TroubleshootingGridComponent
        {...troubleshootingGridFixture}
        items={[first!, { ...second!, url: 'javascript:alert(1)' }]}
      />,
    )
    expect(screen.getAllByRole('link')).toHaveLength(1)
    expect(screen.queryByText('Gas furnaces')).toBeNull()
    unmount()
    const { container } = render(
      <TroubleshootingGridComponent
        {...troubleshootingGridFixture}
        items={[{ ...first!, url: 'javascript:x' }]}
      />,
    )
    expect(container.innerHTML).toBe('')
  })
})
