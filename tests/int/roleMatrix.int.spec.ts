import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getTestPayload, testContext } from '../fixtures/payload'
import { browserSession, rest, signInCookie } from '../fixtures/rest'

/**
 * The README's "Who may do what" table, walked through Payload's REST API as a visitor, an editor and an admin:
 * every collection and global the site defines must have a row, and each role may do exactly what its cell says.
 */

type Verb = 'read' | 'create' | 'update' | 'delete'
type Who = 'visitor' | 'editor' | 'admin'
type Row = { slug: string; kind: 'collection' | 'global'; allowed: Record<Who, Set<Verb>> }

const VERBS: Verb[] = ['read', 'create', 'update', 'delete']
const WHO: Who[] = ['visitor', 'editor', 'admin']

/** Collections Payload adds for its own bookkeeping, which nobody reaches as content. */
const isInternal = (slug: string) => slug.startsWith('payload-')

/** The verbs a cell names ("read, update (own account only)" -> read, update); "—" names none. */
const verbsIn = (cell: string): Set<Verb> =>
  new Set(VERBS.filter((verb) => new RegExp(`\\b${verb}\\b`).test(cell.replace(/\(.*?\)/g, ''))))

function readmeRows(globalSlugs: string[]): Row[] {
  const readme = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8')
  const section = readme.split('### Who may do what')[1]?.split(/\n#{2,3} /)[0]
  if (!section) throw new Error('README has no "Who may do what" section')
  const globals = new Set(globalSlugs)
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => {
      const [subject = '', visitor = '', editor = '', admin = ''] = line.split('|').slice(1, -1)
      const allowed = { visitor: verbsIn(visitor), editor: verbsIn(editor), admin: verbsIn(admin) }
      return [...subject.matchAll(/`([a-z-]+)`/g)].map(([, slug = '']) => ({
        slug,
        kind: globals.has(slug) ? ('global' as const) : ('collection' as const),
        allowed,
      }))
    })
}

let rows: Row[]
let payload: Payload
const cookies: Partial<Record<Who, string>> = {}
const ownIds: Partial<Record<Who, number>> = {}
const stamp = Date.now()

beforeAll(async () => {
  payload = await getTestPayload()
  rows = readmeRows(payload.config.globals.map((g) => g.slug))
  for (const role of ['editor', 'admin'] as const) {
    const email = `matrix-${role}-${stamp}@example.com`
    const password = `matrix-${role}-password`
    const user = await payload.create({
      collection: 'users',
      data: { email, password, roles: [role] },
      context: testContext,
    })
    ownIds[role] = user.id
    cookies[role] = await signInCookie(email, password)
  }
})

const headersOf = (who: Who) => {
  const cookie = cookies[who]
  return cookie ? browserSession(cookie) : {}
}

/** A document id no collection holds: an allowed update or delete answers 404, a refused one 403. */
const NO_SUCH_ID = 987654321

/**
 * Whether the role got past access control for the verb. Writes are tried so that nothing is kept: an empty
 * create fails validation (400) once allowed, or is removed again, and updates and deletes aim at a document
 * that does not exist.
 */
async function attempt(row: Row, who: Who, verb: Verb): Promise<boolean> {
  const headers = headersOf(who)
  if (row.kind === 'global') {
    if (verb === 'read') return (await rest(`/api/globals/${row.slug}?depth=0`, { headers })).status === 200
    if (verb === 'update') {
      const res = await rest(`/api/globals/${row.slug}?depth=0`, { method: 'POST', headers, body: {} })
      return res.status === 200
    }
    return false
  }
  const base = `/api/${row.slug}`
  switch (verb) {
    case 'read': {
      const res = await rest(`${base}?limit=1&depth=0`, { headers })
      return res.status === 200
    }
    case 'create': {
      const res = await rest(base, { method: 'POST', headers, body: {} })
      if (res.status === 201) {
        // Some documents are complete without fields (an export of defaults): remove what the try stored.
        const { doc } = (await res.json()) as { doc: { id: number } }
        await payload.delete({ collection: row.slug as 'exports', id: doc.id, context: testContext })
        return true
      }
      return res.status !== 403
    }
    case 'update': {
      // An account may be updated by its owner: aim at the caller's own, which an empty update leaves as it was.
      const id = row.slug === 'users' ? (ownIds[who] ?? NO_SUCH_ID) : NO_SUCH_ID
      const res = await rest(`${base}/${id}`, { method: 'PATCH', headers, body: {} })
      return res.status !== 403
    }
    case 'delete': {
      const res = await rest(`${base}/${NO_SUCH_ID}`, { method: 'DELETE', headers })
      return res.status !== 403
    }
  }
}

describe('the README’s role table', () => {
  it('has a row for every collection and global the site defines', () => {
    const documented = new Set(rows.map((r) => r.slug))
    const { collections, globals } = payload.config
    const defined: string[] = [...collections.map((c) => c.slug), ...globals.map((g) => g.slug)].filter(
      (slug) => !isInternal(slug),
    )
    expect(defined.filter((slug) => !documented.has(slug))).toEqual([])
    expect([...documented].filter((slug) => !defined.includes(slug))).toEqual([])
  })

  it.each(WHO)('matches what the REST API lets a %s do', async (who) => {
    const expected: string[] = []
    const actual: string[] = []
    for (const row of rows) {
      const verbs = row.kind === 'global' ? (['read', 'update'] as Verb[]) : VERBS
      for (const verb of verbs) {
        if (row.allowed[who].has(verb)) expected.push(`${row.slug} ${verb}`)
        if (await attempt(row, who, verb)) actual.push(`${row.slug} ${verb}`)
      }
    }
    expect(actual).toEqual(expected)
  })

  it('shows an editor only their own account, and no lead or sign-up', async () => {
    const users = await rest('/api/users?limit=100&depth=0', { headers: headersOf('editor') })
    const docs = ((await users.json()) as { docs: { email: string }[] }).docs
    expect(docs.map((d) => d.email)).toEqual([`matrix-editor-${stamp}@example.com`])
    for (const slug of ['leads', 'newsletter-signups']) {
      expect((await rest(`/api/${slug}?limit=1`, { headers: headersOf('editor') })).status).toBe(403)
    }
  })
})
