// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { SaveProblems } from './SaveProblems.client'

type FieldState = { valid?: boolean; errorMessage?: string }
const form = vi.hoisted(() => ({ fields: {} as Record<string, FieldState>, submitted: false }))
vi.mock('@payloadcms/ui', () => ({
  useAllFormFields: () => [form.fields],
  useFormSubmitted: () => form.submitted,
}))

describe('SaveProblems', () => {
  it('says nothing before a save was tried', () => {
    form.fields = { 'layout.2.text': { valid: false, errorMessage: 'Heading 3: Text is required.' } }
    form.submitted = false
    const { container } = render(<SaveProblems />)
    expect(container.textContent).toBe('')
  })

  it('names each refused field, whole, once a save was refused', () => {
    form.submitted = true
    form.fields = {
      title: { valid: true },
      'layout.2.text': { valid: false, errorMessage: 'Heading 3: Text is required.' },
      path: { valid: false, errorMessage: 'The page “Find a dealer” already uses this address.' },
    }
    render(<SaveProblems />)
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Not saved.')
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Heading 3: Text is required.',
      'Path: The page “Find a dealer” already uses this address.',
    ])
  })

  it('goes once the fields are put right', () => {
    form.submitted = true
    form.fields = { title: { valid: true }, path: { valid: true } }
    const { container } = render(<SaveProblems />)
    expect(container.textContent).toBe('')
  })
})
