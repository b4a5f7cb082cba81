import { describe, expect, it } from 'vitest'

import { refusalMessage } from './explainRefusal'

const required = 'This field is required.'

describe('refusalMessage', () => {
  it('is the fields’ own explanation, whole, commas and all', () => {
    const message =
      'The page “Heating, cooling” already uses this address. Choose another, or change that page’s address first.'
    expect(refusalMessage([{ path: 'path', message }], required)).toBe(message)
  })

  it('joins the explanations of several fields, once each', () => {
    expect(
      refusalMessage(
        [
          { path: 'a', message: 'First.' },
          { path: 'b', message: 'Second.' },
          { path: 'c', message: 'First.' },
        ],
        required,
      ),
    ).toBe('First. Second.')
  })

  it('leaves Payload’s message, which names the fields, when a field is only required', () => {
    expect(
      refusalMessage(
        [
          { path: 'title', message: required },
          { path: 'path', message: 'Taken.' },
        ],
        required,
      ),
    ).toBeNull()
  })

  it('keeps a colon the toast reads whole, and leaves Payload’s message when the toast would split it', () => {
    const named = 'Heading 3: Text is required. Hero 1: Title is required.'
    expect(
      refusalMessage(
        [
          { path: 'layout.2.text', message: 'Heading 3: Text is required.' },
          { path: 'layout.0.title', message: 'Hero 1: Title is required.' },
        ],
        required,
      ),
    ).toBe(named)
    const split = 'The page “Furnaces: heating, cooling” already uses this address.'
    expect(refusalMessage([{ path: 'path', message: split }], required)).toBeNull()
  })

  it('leaves an answer without field messages alone', () => {
    expect(refusalMessage([], required)).toBeNull()
    expect(refusalMessage([{ path: 'x' }], required)).toBeNull()
  })
})
