// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import type { Footer, Header } from '@/payload-types'
import { renderIn } from '@/i18n/testing'

import { NotFoundMessage } from './NotFoundMessage'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'

vi.mock('next/navigation', () => ({ usePathname: () => '/' }))

const header: Header = { id: 1, navItems: [{ label: 'Productos', url: '/es/products' }] }
const footer = { id: 1, columns: [], legal: 'Tous droits réservés.' } as unknown as Footer

describe('the site’s chrome in Spanish and French', () => {
  it('names the header’s search, care line and menu in Spanish', () => {
    renderIn('es', <SiteHeader header={header} brandName="Alderline" phone="1-800-555-0142" />)
    expect(screen.getByRole('search', { name: 'Búsqueda en el sitio' })).toBeTruthy()
    expect(screen.getByPlaceholderText('Buscar')).toBeTruthy()
    expect(screen.getByText('Atención al cliente')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Menú' })).toBeTruthy()
  })

  it('writes the footer’s line and the 404 page in Quebec French', () => {
    renderIn(
      'fr-CA',
      <>
        <SiteFooter footer={footer} brandName="Alderline" phone="1-800-555-0142" supportHours={[]} />
        <NotFoundMessage />
      </>,
    )
    expect(screen.getByText(/^© \d{4} Alderline\. Tous droits réservés\.$/)).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Page introuvable' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toBeTruthy()
  })
})
