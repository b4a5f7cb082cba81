import { describe, expect, it } from 'vitest'

import { DEALER_COLUMNS } from './columns'
import { readDealerCsv } from './readDealerCsv'
import { writeDealerCsv } from './writeDealerCsv'

const HEADER = 'companyID,name,zipcode,country,phone1,lat,lon,serviceArea,preferred'

function problemsOf(text: string) {
  const result = readDealerCsv(text)
  if (result.ok) throw new Error('expected problems')
  return result.problems
}

describe('readDealerCsv', () => {
  it('reads each line into a patch nested as the record nests, with only the file’s columns', () => {
    const result = readDealerCsv(
      `${HEADER}\n100001,North Star Heating,10001,US,(212) 555-0100,40.75,-73.99,100 10002,yes\n` +
        `100002,Maple Air,k1a0b1,ca,613.555.0101,45.42,-75.69,,no\n`,
    )
    expect(result).toEqual({
      ok: true,
      rows: [
        {
          line: 2,
          patch: {
            data: {
              companyID: 100001,
              name: 'North Star Heating',
              zipcode: '10001',
              country: 'US',
              phone1: '(212) 555-0100',
              preferred: true,
            },
            location: { lat: 40.75, lon: -73.99 },
            serviceArea: ['100', '10002'],
          },
        },
        {
          line: 3,
          patch: {
            data: {
              companyID: 100002,
              name: 'Maple Air',
              zipcode: 'K1A 0B1',
              country: 'CA',
              phone1: '613.555.0101',
              preferred: false,
            },
            location: { lat: 45.42, lon: -75.69 },
            serviceArea: [],
          },
        },
      ],
    })
  })

  it('reports every bad cell of every line, naming the line and the column', () => {
    const problems = problemsOf(
      `${HEADER}\n` +
        `100001,Good Dealer,10001,US,212-555-0100,40.7,-73.9,,no\n` +
        `abc,Bad Id,1234,US,12,40.7,-73.9,,no\n` +
        `100003,Far North,10001,US,212-555-0100,95,-200,ZZZ,maybe\n` +
        `100004,Wrong Country,10001,CA,212-555-0100,45,-75,,\n`,
    )
    expect(problems).toEqual([
      { line: 3, column: 'companyID', message: 'Enter a whole number from 1 to 2147483647.' },
      { line: 3, column: 'phone1', message: 'Enter a 10-digit phone number.' },
      { line: 3, column: 'zipcode', message: 'Enter a 5-digit zip code (or ZIP+4).' },
      { line: 4, column: 'lat', message: 'Enter a latitude from -90 to 90.' },
      { line: 4, column: 'lon', message: 'Enter a longitude from -180 to 180.' },
      { line: 4, column: 'serviceArea', message: 'Not a zip, zip prefix or FSA: ZZZ' },
      { line: 4, column: 'preferred', message: 'Use yes or no.' },
      { line: 5, column: 'zipcode', message: 'Enter a Canadian postal code such as K1A 0B1.' },
    ])
  })

  it('refuses a company id that two lines share, naming the first', () => {
    const problems = problemsOf(
      `${HEADER}\n100001,One,10001,US,,40,-73,,\n100002,Two,10001,US,,40,-73,,\n100001,Three,10001,US,,40,-73,,\n`,
    )
    expect(problems).toEqual([
      { line: 4, column: 'companyID', message: 'Company ID 100001 is also on line 2.' },
    ])
  })

  it('refuses unknown, repeated and missing columns before reading any line', () => {
    expect(problemsOf('companyID,name,colour,name\n1,A,red,B\n')).toEqual([
      { line: 1, column: 'colour', message: 'Unknown column “colour”.' },
      { line: 1, column: 'name', message: 'This column appears twice.' },
      { line: 1, column: 'zipcode', message: 'The file needs a “zipcode” column.' },
      { line: 1, column: 'country', message: 'The file needs a “country” column.' },
      { line: 1, column: 'lat', message: 'The file needs a “lat” column.' },
      { line: 1, column: 'lon', message: 'The file needs a “lon” column.' },
    ])
  })

  it('reports a line with the wrong number of cells, a broken quote, an empty file', () => {
    expect(problemsOf(`${HEADER}\n100001,Short,10001\n`)).toEqual([
      { line: 2, message: 'This line has 3 cells; the header has 9.' },
    ])
    expect(problemsOf(`${HEADER}\n100001,"Open quote,10001,US,,40,-73,,\n`)[0]?.message).toBe(
      'The file is not valid CSV here (a quote left open or a stray quote).',
    )
    expect(problemsOf('')).toEqual([{ line: 1, message: 'The file is empty.' }])
    expect(problemsOf(`${HEADER}\n`)).toEqual([
      { line: 2, message: 'The file has no dealers under its header.' },
    ])
  })
})

describe('writeDealerCsv', () => {
  const record = {
    serviceArea: ['100', 'K1A'],
    data: {
      companyID: 100001,
      name: '=HYPERLINK("https://example.com")',
      dealerType: 'CC',
      addressLine1: '12 Main Street',
      addressLine2: null,
      city: 'New York',
      state: 'NY',
      zipcode: '10001',
      country: 'US',
      phone1: '2125550100',
      email: 'service@north.example',
      financeURL: 'https://finance.example/apply',
      preferred: true,
      spanish: false,
    },
    metaData: { dealer_url: 'https://north.example', priority_ranking: 2 },
    location: { lat: 40.75061, lon: -73.99716 },
  }

  it('writes the header and one line per dealer, with formula-like text guarded', () => {
    const [header, line] = writeDealerCsv([record]).split('\r\n')
    expect(header).toBe(DEALER_COLUMNS.map((c) => c.header).join(','))
    expect(line).toContain('"\'=HYPERLINK(""https://example.com"")"')
    expect(line).toContain(',40.75061,-73.99716,100 K1A,yes,')
  })

  it('guards text that starts like a formula, numeric-looking text too, and writes numbers as numbers', () => {
    const tricky = {
      ...record,
      data: { ...record.data, name: '-5', addressLine1: '+1 Main', city: '@Home', phone1: '+1 212 555 0100' },
    }
    const [, line] = writeDealerCsv([tricky]).split('\r\n')
    expect(line).toContain(`100001,'-5,CC,'+1 Main,,'@Home,`)
    expect(line).toContain(",'+1 212 555 0100,")
    expect(line).toContain(',40.75061,-73.99716,')
  })

  it('reads back exactly the text it wrote, whatever apostrophes and formula signs it starts with', () => {
    const names = ['-5', "'=1+1", "''+2", "'Quoted", '=SUM(A1)', "O'Brien"]
    const records = names.map((name, i) => ({
      ...record,
      data: { ...record.data, companyID: 100001 + i, name, phone1: '+1 212 555 0100' },
    }))
    const result = readDealerCsv(writeDealerCsv(records))
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.rows.map((r) => r.patch.data.name)).toEqual(names)
    expect(result.rows.map((r) => r.patch.data.phone1)).toEqual(names.map(() => '+1 212 555 0100'))
    expect(result.rows.map((r) => r.patch.location)).toEqual(names.map(() => record.location))
  })

  it('gives back what it wrote when its own file is read', () => {
    const result = readDealerCsv(writeDealerCsv([record]))
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.rows[0]?.patch).toMatchObject({
      data: { ...record.data, phone2: null, phone3: null, emergencyService: false },
      metaData: record.metaData,
      location: record.location,
      serviceArea: record.serviceArea,
    })
  })
})
