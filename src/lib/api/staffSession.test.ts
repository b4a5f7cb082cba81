import { SignJWT } from 'jose'
import { jwtSign } from 'payload'
import { describe, expect, it } from 'vitest'

import { cookieValue, payloadSigningKey, staffSessionVerifier } from './staffSession'

const SECRET = 'staff-session-test-secret-0123456789'
const verify = staffSessionVerifier(SECRET)
const fields = { id: 7, collection: 'users', email: 'editor@example.com', sid: 'abc' }

/** A session token as Payload issues it at sign-in: its own signer, given the key it derives from its secret. */
async function payloadToken(secret: string, tokenExpiration = 7200): Promise<string> {
  const key = new TextDecoder().decode(payloadSigningKey(secret))
  return (await jwtSign({ fieldsToSign: fields, secret: key, tokenExpiration })).token
}

describe('staffSessionVerifier', () => {
  it('recognises a session token Payload signed with the site secret', async () => {
    const token = await payloadToken(SECRET)
    expect(await verify({ cookie: `theme=dark; payload-token=${token}; other=1` })).toEqual({
      collection: 'users',
      id: '7',
    })
  })

  it('refuses a token signed with another secret', async () => {
    expect(
      await verify({ cookie: `payload-token=${await payloadToken('some-other-secret-0123456789')}` }),
    ).toBeNull()
  })

  it('refuses an expired token', async () => {
    expect(await verify({ cookie: `payload-token=${await payloadToken(SECRET, -60)}` })).toBeNull()
  })

  it('refuses a token whose claims were altered after signing', async () => {
    const [header, , signature] = (await payloadToken(SECRET)).split('.')
    const forgedClaims = Buffer.from(JSON.stringify({ ...fields, id: 1 })).toString('base64url')
    expect(await verify({ cookie: `payload-token=${header}.${forgedClaims}.${signature}` })).toBeNull()
  })

  it('refuses an unsigned token and one without Payload’s header version', async () => {
    const unsigned = `${Buffer.from('{"alg":"none","authVersion":1}').toString('base64url')}.${Buffer.from(
      JSON.stringify(fields),
    ).toString('base64url')}.`
    expect(await verify({ cookie: `payload-token=${unsigned}` })).toBeNull()
    const noVersion = await new SignJWT(fields)
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(payloadSigningKey(SECRET))
    expect(await verify({ cookie: `payload-token=${noVersion}` })).toBeNull()
  })

  it('reads the token from an Authorization header as Payload does', async () => {
    const token = await payloadToken(SECRET)
    expect(await verify({ authorization: `JWT ${token}` })).toEqual({ collection: 'users', id: '7' })
    expect(await verify({ authorization: `Bearer ${token}` })).toEqual({ collection: 'users', id: '7' })
    expect(await verify({ authorization: `Basic ${token}` })).toBeNull()
  })

  it('finds nothing without the cookie or in garbage', async () => {
    expect(await verify({})).toBeNull()
    expect(await verify({ cookie: 'payload-token=' })).toBeNull()
    expect(await verify({ cookie: 'payload-token=not.a.token' })).toBeNull()
    expect(await verify({ cookie: `other-token=${await payloadToken(SECRET)}` })).toBeNull()
  })
})

describe('cookieValue', () => {
  it('reads one cookie by its exact name', () => {
    expect(cookieValue('a=1; payload-token=xyz; b=2', 'payload-token')).toBe('xyz')
    expect(cookieValue('xpayload-token=1', 'payload-token')).toBeUndefined()
  })
})
