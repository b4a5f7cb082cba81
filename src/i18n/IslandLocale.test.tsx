// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { REBATES_MESSAGES } from '@/domain/rebates/messages'

import { IslandLocale, islandMessagesFor } from './IslandLocale'
import { useMessages } from './useMessages.client'

function Probe() {
  const t = useMessages('rebates', REBATES_MESSAGES)
  return <p data-locale={t.locale}>{t('seeRebates')}</p>
}

describe('IslandLocale', () => {
  it('leaves an English page without a provider: the islands’ words are English by default', () => {
    const { container } = render(
      <IslandLocale locale="en" namespaces={['rebates']}>
        <Probe />
      </IslandLocale>,
    )
    expect(screen.getByText('See rebates').dataset.locale).toBe('en')
    expect(container.innerHTML).toBe('<p data-locale="en">See rebates</p>')
  })

  it('gives a Spanish or French page its locale and the namespaces asked for, no others', () => {
    render(
      <IslandLocale locale="fr-CA" namespaces={['rebates']}>
        <Probe />
      </IslandLocale>,
    )
    expect(screen.getByText('Voir les remises').dataset.locale).toBe('fr-CA')
    expect(Object.keys(islandMessagesFor('es', ['leadForms']))).toEqual(['leadForms'])
  })
})
