import { describe, expect, it } from 'vitest'

import { paragraphsOf, splitAtTerm } from './splitAtTerm'

describe('splitAtTerm', () => {
  it('picks out the first mention, whatever its case, keeping the text as written', () => {
    expect(splitAtTerm('A higher seer rating saves more. SEER matters.', 'SEER')).toEqual({
      before: 'A higher ',
      match: 'seer',
      after: ' rating saves more. SEER matters.',
    })
  })

  it('matches whole words only, and terms with punctuation literally', () => {
    expect(splitAtTerm('Two AFUEs compared', 'AFUE')).toBeNull()
    expect(splitAtTerm('Rated 97% AFUE (gas)', '97% AFUE')?.match).toBe('97% AFUE')
    expect(splitAtTerm('Ask about SEER2.', 'SEER2')).toEqual({
      before: 'Ask about ',
      match: 'SEER2',
      after: '.',
    })
    expect(splitAtTerm('Rated aXb', 'a.b')).toBeNull()
  })

  it('gives null for an empty or missing term', () => {
    expect(splitAtTerm('Anything', '  ')).toBeNull()
    expect(splitAtTerm('Anything', 'HSPF')).toBeNull()
  })
})

describe('paragraphsOf', () => {
  it('splits at blank lines and drops empty paragraphs', () => {
    expect(paragraphsOf('One\nline.\n\n  \n\nTwo.\n')).toEqual(['One\nline.', 'Two.'])
  })
})
