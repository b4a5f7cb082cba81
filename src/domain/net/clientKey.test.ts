import { describe, expect, it } from 'vitest'

import { clientKey } from './clientKey'

describe('clientKey', () => {
  it.each([
    ['192.0.2.1', '192.0.2.1'],
    ['127.0.0.5', '127.0.0.5'],
    ['unknown', 'unknown'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['::FFFF:198.51.100.7', '198.51.100.7'],
  ])('%s counts as %s', (address, key) => {
    expect(clientKey(address)).toBe(key)
  })

  it('puts every address of one /64 under one key and a neighbouring /64 under another', () => {
    const keys = new Set(
      ['2001:db8:a:b::1', '2001:db8:a:b:1::', '2001:db8:a:b:dead:beef:0:1'].map((a) => clientKey(a)),
    )
    expect(keys).toEqual(new Set(['2001:db8:a:b::/64']))
    expect(clientKey('2001:db8:a:c::1')).not.toBe(clientKey('2001:db8:a:b::1'))
  })
})
