// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { NeedHelpBannerBlock, SiteSetting } from '@/payload-types'

import { NeedHelpBannerComponent } from './Component'
import { needHelpBannerFixture } from './fixture'

const settings = { customerServicePhone: '1-800-555-0142' } as SiteSetting

const show = (over: Partial<NeedHelpBannerBlock> = {}) =>
  render(<NeedHelpBannerComponent {...needHelpBannerFixture} {...over} data={{ settings }} />)

describe('NeedHelpBanner block', () => {
  it('speaks Spanish: lang="es", the language’s name, its sentence and its hours', () => {
    const { container } = show()
    const banner = container.firstElementChild!
    expect(banner.getAttribute('lang')).toBe('es')
    expect(screen.getByText('Español')).toBeTruthy()
    expect(banner.textContent).toContain('¿Necesita ayuda? Llame a servicio al cliente')
    expect(screen.getByText('De lunes a viernes, de 8 a. m. a 5 p. m. (hora del centro)')).toBeTruthy()
  })

  it('calls the site’s customer service number through a tel: link', () => {
    show()
    expect(screen.getByRole('link', { name: '(800) 555-0142' }).getAttribute('href')).toBe('tel:18005550142')
  })

  it('shows the language’s flag as decoration beside its written name', () => {
    const { container } = show({ language: 'fr' })
    const flag = container.querySelector('svg[data-flag="fr"]')!
    expect(flag.getAttribute('aria-hidden')).toBe('true')
    expect(flag.parentElement?.textContent).toBe('Français')
    expect(container.firstElementChild?.getAttribute('lang')).toBe('fr')
    expect(container.textContent).toContain('Besoin d’aide? Appelez le service à la clientèle')
  })

  it('uses the editor’s own words and number', () => {
    show({
      language: 'en',
      text: 'Questions? Talk to us',
      phone: '800 555 0199',
      hours: 'Every day 7-7',
    })
    expect(screen.getByText(/Questions\? Talk to us/)).toBeTruthy()
    expect(screen.getByRole('link', { name: '(800) 555-0199' }).getAttribute('href')).toBe('tel:8005550199')
    expect(screen.getByText('Every day 7-7')).toBeTruthy()
  })

  it('shows a number that cannot be dialled without a link', () => {
    show({ phone: 'ask a dealer' })
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('ask a dealer')).toBeTruthy()
  })
})
