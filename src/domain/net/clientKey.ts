import { isIPv6 } from 'node:net'

/**
 * The key under which a client's requests and sign-in attempts are counted. An IPv4 address is one client. An
 * IPv6 client is its /64: a single home or server is usually given a whole /64 and can use any address in it,
 * so counting full addresses would give one client 2^64 allowances. Anything else (a placeholder such as
 * "unknown") is its own key.
 */
export function clientKey(address: string): string {
  const value = address.trim().toLowerCase()
  if (!isIPv6(value)) return value
  // An IPv4 client on an IPv6 socket ("::ffff:192.0.2.1") is that IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(value)
  if (mapped?.[1]) return mapped[1]
  const groups = expandIPv6(value)
  return `${groups.slice(0, 4).join(':')}::/64`
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros ("2001:db8::1" → 2001,db8,0,0,0,0,0,1). */
function expandIPv6(address: string): string[] {
  let text = address.replace(/%.*$/, '')
  // An IPv4 tail ("::ffff:192.0.2.1") is two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const left = head ? head.split(':') : []
  const right = tail === undefined ? [] : tail ? tail.split(':') : []
  const missing = 8 - left.length - right.length
  const groups = [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right]
  return groups.map((group) => parseInt(group, 16).toString(16))
}
