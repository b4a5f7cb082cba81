// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { PROFILE_STORAGE_KEY } from '@/domain/profile/profile'

import { resetProfileCache } from './profileStore'
import { isContacted, recordLead, saveContact, useIsContacted, useProfile } from './useProfile.client'

function Card({ companyId }: { companyId: number }) {
  return (
    <p data-testid={`card-${companyId}`}>{useIsContacted(companyId) ? 'Connected' : 'Connect with Dealer'}</p>
  )
}

function Name() {
  return <p data-testid="name">{useProfile().firstName ?? '(none)'}</p>
}

const stored = () =>
  JSON.parse(sessionStorage.getItem(PROFILE_STORAGE_KEY) ?? 'null') as Record<string, unknown>

beforeEach(() => {
  sessionStorage.clear()
  resetProfileCache()
})
afterEach(() => {
  vi.restoreAllMocks()
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]?.trim()}=; max-age=0`
})

describe('profile store', () => {
  it('turns every card of a dealer Connected when a lead is recorded elsewhere', () => {
    render(
      <>
        <Card companyId={11} />
        <Card companyId={11} />
        <Card companyId={12} />
      </>,
    )
    expect(screen.getAllByText('Connect with Dealer')).toHaveLength(3)
    act(() => recordLead('lead-1', 11))
    expect(screen.getAllByText('Connected')).toHaveLength(2)
    expect(screen.getByTestId('card-12').textContent).toBe('Connect with Dealer')
    expect(stored()).toMatchObject({ leadIds: ['lead-1'], dealersContacted: [11] })
    expect(isContacted(11)).toBe(true)
  })

  it('moves a dealer contacted again to the end with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    recordLead('a', 1)
    recordLead('b', 2)
    recordLead('c', 1)
    expect(stored()).toMatchObject({ leadIds: ['a', 'b', 'c'], dealersContacted: [2, 1] })
    expect(warn).toHaveBeenCalledOnce()
    expect(warn.mock.calls[0]?.[0]).toContain('Dealer 1 was contacted before')
  })

  it('logs and ignores an invalid stored profile, then replaces it on the next save', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    sessionStorage.setItem(
      PROFILE_STORAGE_KEY,
      JSON.stringify({ leadIds: 'broken', email: 'ana@example.com' }),
    )
    render(<Name />)
    expect(screen.getByTestId('name').textContent).toBe('(none)')
    expect(warn).toHaveBeenCalledWith('Stored user_profile ignored: invalid fields: leadIds')
    act(() => saveContact({ firstName: 'Ana' }))
    expect(screen.getByTestId('name').textContent).toBe('Ana')
    expect(stored()).toEqual({ firstName: 'Ana', leadIds: [], dealersContacted: [] })
  })

  it('reads the marketing ids from their cookies only when they are set', () => {
    recordLead('x')
    expect(stored()).not.toHaveProperty('mtaAid')
    document.cookie = '_mta_aid=AID-1'
    document.cookie = '_mta_sid=SID-1'
    recordLead('y')
    expect(stored()).toMatchObject({ mtaAid: 'AID-1', mtaSid: 'SID-1', leadIds: ['x', 'y'] })
  })
})
