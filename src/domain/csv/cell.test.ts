import { describe, expect, it } from 'vitest'

import { cellText, guardCell, unguardCell } from './cell'

describe('guardCell', () => {
  it.each([
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
    ['=HYPERLINK("https://evil.example")', '\'=HYPERLINK("https://evil.example")'],
    ['+1+1', "'+1+1"],
    ['-5', "'-5"],
    ['-73.99', "'-73.99"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
  ])('puts an apostrophe before text a spreadsheet would run: %j', (text, cell) => {
    expect(guardCell(text)).toBe(cell)
  })

  it.each(['North Star Heating', 'a=b', '555-0100', '', "O'Brien", "'quoted"])(
    'leaves other text as it is: %j',
    (text) => {
      expect(guardCell(text)).toBe(text)
    },
  )

  it('guards text that already starts with apostrophes before a formula, so reading it back is exact', () => {
    expect(guardCell("'=1+1")).toBe("''=1+1")
    expect(guardCell("''-5")).toBe("'''-5")
  })
})

describe('unguardCell', () => {
  it.each([
    "=cmd|' /C calc'!A0",
    '+1 212 555 0100',
    '-5',
    '@home',
    '\tTabbed',
    "'=1+1",
    "''-5",
    "'quoted",
    "O'Brien",
    "'",
    '',
    'plain',
  ])('takes off exactly the apostrophe guardCell added: %j', (text) => {
    expect(unguardCell(guardCell(text))).toBe(text)
  })

  it('reads an apostrophe typed before a formula in a spreadsheet as a guard, and leaves others', () => {
    expect(unguardCell("'+1 212 555 0100")).toBe('+1 212 555 0100')
    expect(unguardCell("'quoted")).toBe("'quoted")
    expect(unguardCell('-73.99')).toBe('-73.99')
  })
})

describe('cellText', () => {
  it('writes numbers, flags and nothing as they are, and guards text', () => {
    expect([-5, 0, 40.75, true, false, null, undefined].map(cellText)).toEqual([
      '-5',
      '0',
      '40.75',
      'true',
      'false',
      '',
      '',
    ])
    expect(cellText('=1+1')).toBe("'=1+1")
    expect(cellText('2026-11-27T10:00:00.000Z')).toBe('2026-11-27T10:00:00.000Z')
  })

  it('guards lists and objects written as text', () => {
    expect(cellText(['-1', 'b'])).toBe("'-1, b")
    expect(cellText([{ a: 1 }, 2])).toBe('{"a":1}, 2')
    expect(cellText({ text: '=x' })).toBe('{"text":"=x"}')
  })
})
