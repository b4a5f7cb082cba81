import { z } from 'zod'
import { describe, expect, it } from 'vitest'

import { readJsonBody } from './jsonBody'

const schema = z.object({
  email: z.email('Enter an e-mail address'),
  name: z.string().min(1, 'Enter your name'),
})

const post = (
  body: BodyInit | null,
  headers: Record<string, string> = { 'content-type': 'application/json' },
) => new Request('http://localhost/api/v1/newsletter', { method: 'POST', body, headers })

async function refusal(result: Awaited<ReturnType<typeof readJsonBody>>) {
  if (result.ok) throw new Error('expected a refusal')
  return [result.response.status, await result.response.json()]
}

describe('readJsonBody', () => {
  it('gives the parsed body when it matches the schema', async () => {
    const result = await readJsonBody(post(JSON.stringify({ email: 'a@example.com', name: 'Ann' })), schema)
    expect(result).toEqual({ ok: true, data: { email: 'a@example.com', name: 'Ann' } })
  })

  it('accepts a charset on the content type', async () => {
    const req = post(JSON.stringify({ email: 'a@example.com', name: 'Ann' }), {
      'content-type': 'Application/JSON; charset=utf-8',
    })
    expect((await readJsonBody(req, schema)).ok).toBe(true)
  })

  it('answers 400 with one message per field when the schema refuses', async () => {
    expect(
      await refusal(await readJsonBody(post(JSON.stringify({ email: 'nope', name: '' })), schema)),
    ).toEqual([
      400,
      { error: 'Invalid request', fields: { email: 'Enter an e-mail address', name: 'Enter your name' } },
    ])
  })

  it('answers 400 for text that is not JSON, or not UTF-8', async () => {
    const expected = [
      400,
      { error: 'Invalid request', fields: { root: 'The request body is not valid JSON.' } },
    ]
    expect(await refusal(await readJsonBody(post('{"email":'), schema))).toEqual(expected)
    expect(await refusal(await readJsonBody(post(new Uint8Array([0x22, 0xff, 0x22])), schema))).toEqual(
      expected,
    )
    expect(await refusal(await readJsonBody(post(null), schema))).toEqual(expected)
  })

  it('answers 413 past the byte limit, by size as it arrives', async () => {
    const big = JSON.stringify({ email: 'a@example.com', name: 'x'.repeat(20_000) })
    expect(await refusal(await readJsonBody(post(big), schema))).toEqual([
      413,
      { error: 'Request body too large' },
    ])
    expect(
      await refusal(await readJsonBody(post(JSON.stringify({ name: 'x'.repeat(90) })), schema, 64)),
    ).toEqual([413, { error: 'Request body too large' }])
  })

  it('answers 413 from a Content-Length over the limit without reading the body', async () => {
    const req = new Request('http://localhost/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '999999' },
      body: '{}',
    })
    expect(await refusal(await readJsonBody(req, schema))).toEqual([413, { error: 'Request body too large' }])
    expect(req.bodyUsed).toBe(false)
  })

  it('answers 415 for a body not sent as JSON', async () => {
    const form = post('email=a%40example.com', { 'content-type': 'application/x-www-form-urlencoded' })
    expect(await refusal(await readJsonBody(form, schema))).toEqual([
      415,
      { error: 'Send the body as application/json' },
    ])
    expect((await refusal(await readJsonBody(post('{}', {}), schema)))[0]).toBe(415)
  })
})
