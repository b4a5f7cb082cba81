import { parsePostalCode } from '../../../domain/geo/postalCode'

/**
 * Malformed requests for the dealer endpoints (unit and integration tests): random text, huge values,
 * injection attempts, unicode look-alikes, repeated and missing parameters. Every one must get a 4xx.
 */
export type MalformedCase = { endpoint: 'search' | 'lookup' | 'reviews'; query: string; companyId?: string }

const NASTY = [
  "10001' OR '1'='1",
  '10001; DROP TABLE dealers;--',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '../../etc/passwd',
  '10001\u0000',
  '\u0000',
  '１００１０', // full-width digits
  '١٠٠٠١', // Arabic-Indic digits
  '10001\u200f',
  'K1A\u00a00B1', // no-break space
  '💥💥💥💥💥',
  'null',
  'undefined',
  '[object Object]',
  '-10001',
  '1e5',
  '10001.0',
  '100 01',
  'K1A  0B1',
  'Z'.repeat(10_000),
  '9'.repeat(10_000),
]

const NUMBERS = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x1F',
  'NaN',
  'Infinity',
  '',
  ' 7',
  '7 ',
  '9'.repeat(400),
  '2147483648',
  '1,2',
  '１２',
]

function lcg(seed: number) {
  let s = seed >>> 0
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 4294967296
}

function randomText(next: () => number): string {
  const length = Math.floor(next() * 24)
  let out = ''
  for (let i = 0; i < length; i++) {
    const r = next()
    // Mostly printable ASCII, some control characters, some characters outside the BMP.
    const code =
      r < 0.8
        ? 32 + Math.floor(next() * 95)
        : r < 0.9
          ? Math.floor(next() * 32)
          : 0x1f300 + Math.floor(next() * 200)
    out += String.fromCodePoint(code)
  }
  return out
}

const q = (params: [string, string][]) => new URLSearchParams(params).toString()

export function malformedDealerQueries(seed = 7): MalformedCase[] {
  const next = lcg(seed)
  const cases: MalformedCase[] = []
  const search = (params: [string, string][]) => cases.push({ endpoint: 'search', query: q(params) })
  for (let i = 0; i < 150; i++) {
    const zip = randomText(next)
    if (!parsePostalCode(zip))
      search([
        ['brand', 'ALD'],
        ['zipcode', zip],
      ])
  }
  for (const zip of NASTY)
    search([
      ['brand', 'ALD'],
      ['zipcode', zip],
    ])
  for (const brand of ['', 'XYZ', 'ALD ALD', "ALD' --", 'A'.repeat(5000), '💥'])
    search([
      ['brand', brand],
      ['zipcode', '10001'],
    ])
  search([['zipcode', '10001']])
  search([['brand', 'ALD']])
  search([])
  search([
    ['brand', 'ALD'],
    ['zipcode', '10001'],
    ['zipcode', '10002'],
  ])
  search([
    ['brand', 'ALD'],
    ['brand', 'ALD'],
    ['zipcode', '10001'],
  ])
  search([
    ['brand', 'ALD'],
    ['zipcode[]', '10001'],
  ])
  search([
    ['brand', 'ALD'],
    ['zipcode', '10001'],
    ['mtaAnonymousId', 'x'.repeat(300)],
  ])
  search([
    ['brand', 'ALD'],
    ['zipcode', '10001'],
    ['url', 'u'.repeat(5000)],
  ])
  search([
    ['brand', 'ALD'],
    ['zipcode', '10001'],
    ['mtaSessionId', 'a'],
    ['mtaSessionId', 'b'],
  ])
  for (const cid of [...NUMBERS, ...NASTY.slice(0, 12)])
    cases.push({
      endpoint: 'lookup',
      query: q([
        ['brand', 'ALD'],
        ['cid', cid],
      ]),
    })
  cases.push({
    endpoint: 'lookup',
    query: q([
      ['brand', 'XYZ'],
      ['cid', '100001'],
    ]),
  })
  cases.push({
    endpoint: 'lookup',
    query: q([
      ['brand', 'ALD'],
      ['cid', '1'],
      ['cid', '2'],
    ]),
  })
  cases.push({ endpoint: 'lookup', query: q([['brand', 'ALD']]) })
  for (const companyId of [...NUMBERS, ...NASTY.slice(0, 12)])
    cases.push({ endpoint: 'reviews', query: '', companyId })
  for (const v of NUMBERS) {
    cases.push({ endpoint: 'reviews', query: q([['page', v]]), companyId: '100001' })
    // A large but well-formed page size is capped, not refused.
    if (v !== '2147483648')
      cases.push({ endpoint: 'reviews', query: q([['pageAmount', v]]), companyId: '100001' })
  }
  cases.push({
    endpoint: 'reviews',
    query: q([
      ['page', '1'],
      ['page', '2'],
    ]),
    companyId: '100001',
  })
  return cases
}
