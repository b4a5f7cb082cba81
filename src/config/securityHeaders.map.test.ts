import { describe, expect, it } from 'vitest'

import { runtimeSecurityHeaders } from './securityHeaders'

const policyOf = (config: Parameters<typeof runtimeSecurityHeaders>[0], path = '/find-your-dealer') =>
  runtimeSecurityHeaders(config)(path).find((h) => h.key === 'Content-Security-Policy')!.value

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1)

describe('the dealer maps in the Content-Security-Policy', () => {
  it('needs nothing beyond the site itself by default: no blob workers, no eval, no other origin', () => {
    const policy = policyOf({ SITE_URL: 'https://www.example.com' })
    expect(directive(policy, 'connect-src')).toEqual(["'self'"])
    expect(directive(policy, 'worker-src')).toBeUndefined()
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-eval'")
    expect(directive(policy, 'default-src')).toEqual(["'self'"])
  })

  it('lets the maps reach MAP_STYLE_URL’s origin, and that origin only, when one is set', () => {
    const policy = policyOf({
      SITE_URL: 'https://www.example.com',
      MAP_STYLE_URL: 'http://tiles.example.net:8080/styles/basic.json',
    })
    expect(directive(policy, 'connect-src')).toContain('http://tiles.example.net:8080')
    expect(directive(policy, 'img-src')).toContain('http://tiles.example.net:8080')
    expect(directive(policy, 'script-src')).not.toContain('http://tiles.example.net:8080')
    expect(directive(policy, 'worker-src')).toBeUndefined()
  })
})
