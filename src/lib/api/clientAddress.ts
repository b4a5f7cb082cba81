import { isIP } from 'node:net'

/** What the server knows about where a request came from. */
export type AddressSource = {
  /** The socket's remote address: the client itself, or the nearest proxy. */
  remoteAddress: string | undefined
  /** Every X-Forwarded-For value the request carried, joined with commas (as Node joins repeated headers). */
  forwardedFor: string | undefined
}

/** Stands for a request whose address is unknown (a closed socket): such requests share one allowance. */
export const UNKNOWN_ADDRESS = 'unknown'

/**
 * An address as a proxy may write it, reduced to the bare IP: "::ffff:192.0.2.1" (IPv4 on an IPv6 socket),
 * "192.0.2.1:4711" and "[2001:db8::1]:443" (with a port). Anything else is not an address.
 */
export function normalizeAddress(raw: string | undefined): string | undefined {
  let value = raw?.trim()
  if (!value) return undefined
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value)
  if (bracketed?.[1]) value = bracketed[1]
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'))
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value)
  if (mapped?.[1]) value = mapped[1]
  return isIP(value) ? value.toLowerCase() : undefined
}

/**
 * The client's address. With no trusted proxy it is the socket's: a client writes whatever it likes into
 * X-Forwarded-For, so the header counts for nothing. Behind `trustedHops` proxies, each appending the address
 * it received the request from, the client is the entry that many places from the right: entries further left
 * were sent by the client. With fewer entries than hops the leftmost one is as far as the chain goes.
 */
export function resolveClientAddress(source: AddressSource, trustedHops: number): string {
  const socket = normalizeAddress(source.remoteAddress) ?? UNKNOWN_ADDRESS
  if (trustedHops <= 0) return socket
  const entries = (source.forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length === 0) return socket
  const entry = entries[Math.max(0, entries.length - trustedHops)]
  // A trusted proxy writes an address; anything else means a misconfigured chain, so keep to what is known.
  return normalizeAddress(entry) ?? socket
}
