import { describe, expect, it } from 'vitest'

import { answerText, faqPageJsonLd, jsonForScript } from './jsonLd'
import { faqAnswer, faqLink } from '../../_core/shared/richText/fixture'

describe('answerText', () => {
  it('keeps paragraphs apart, link text in place and collapses stray spaces', () => {
    const answer = faqAnswer('Call   us first.', [
      'Or ',
      faqLink('/find-your-dealer/', 'find a dealer'),
      ' near you.',
    ])
    expect(answerText(answer)).toBe('Call us first.\n\nOr find a dealer near you.')
  })
})

describe('faqPageJsonLd', () => {
  it('leaves out a question whose answer has no text', () => {
    const data = faqPageJsonLd([
      { question: 'Empty?', answer: faqAnswer('') },
      { question: ' Filled? ', answer: faqAnswer('Yes.') },
    ])
    expect(data.mainEntity).toEqual([
      { '@type': 'Question', name: 'Filled?', acceptedAnswer: { '@type': 'Answer', text: 'Yes.' } },
    ])
  })
})

describe('jsonForScript', () => {
  it('escapes what could end the script element and still parses to the same value', () => {
    const value = { text: '</script><!-- & \u2028' }
    const json = jsonForScript(value)
    expect(json).not.toMatch(/[<>&\u2028]/)
    expect(JSON.parse(json)).toEqual(value)
  })
})
