// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { renderIn } from '@/i18n/testing'

import { NewsletterForm } from './NewsletterForm.client'
import { answers, json, type, withSettings } from './testing'

afterEach(() => vi.unstubAllGlobals())

describe('NewsletterForm in Spanish and French', { timeout: 20_000 }, () => {
  it('speaks Spanish: its words and the validation messages of the Spanish catalogue', async () => {
    vi.stubGlobal('fetch', answers(json({})).fetch)
    renderIn('es', withSettings(<NewsletterForm />))
    expect(screen.getByRole('form', { name: 'Suscripción al boletín' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Suscribirse' }))
    expect(await screen.findByText('Escriba un correo electrónico válido')).toBeTruthy()
    type('Correo electrónico', 'ana.example.com')
    expect(
      await screen.findByText('Escriba un correo electrónico con una @ y un nombre de dominio'),
    ).toBeTruthy()
  })

  it('speaks Quebec French and tells the endpoint the page’s language', async () => {
    const server = answers(json({ ok: true }, 201))
    vi.stubGlobal('fetch', server.fetch)
    renderIn('fr-CA', withSettings(<NewsletterForm />))
    type('Courriel', 'ana.example.com')
    expect(
      await screen.findByText('Veuillez entrer une adresse courriel avec un @ et un nom de domaine'),
    ).toBeTruthy()
    type('Courriel', 'ana@example.com')
    fireEvent.click(screen.getByRole('button', { name: 'S’inscrire' }))
    await vi.waitFor(() => expect(server.calls).toHaveLength(1))
    expect(JSON.parse(String(server.calls[0]?.init.body))).toMatchObject({ locale: 'fr-CA' })
    expect(await screen.findByText('Merci de votre inscription.')).toBeTruthy()
  })
})
