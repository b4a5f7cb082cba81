import type { Access, FieldAccess, PayloadRequest } from 'payload'

type Role = 'admin' | 'editor'

const roleOf = (req: PayloadRequest): Role | undefined => {
  const user = req.user as { collection?: string; roles?: Role[] | null } | null
  if (!user || user.collection !== 'users') return undefined
  return user.roles?.includes('admin') ? 'admin' : 'editor'
}

/** Any signed-in staff member (admin or editor). */
export const isStaff = ({ req }: { req: PayloadRequest }): boolean => Boolean(roleOf(req))

/** True for a signed-in admin: for endpoints that are not collection access (the personal-data eraser). */
export const hasAdminRole = ({ req }: { req: PayloadRequest }): boolean => roleOf(req) === 'admin'

/** Admins only: users, personal data (leads, sign-ups) and the settings that change integrations. */
export const isAdmin: Access = ({ req }) => roleOf(req) === 'admin'

export const isAdminField: FieldAccess = ({ req }) => roleOf(req) === 'admin'

/** Everyone may read. */
export const anyone: Access = () => true

/**
 * Whether the read is the site's own, in process (Payload's Local API: a page rendering, a sitemap), rather
 * than a client's request through Payload's REST API.
 */
const inProcess = (req: PayloadRequest): boolean => req.payloadAPI === 'local'

/**
 * Visitors see published documents as the site renders them; staff also see drafts. Payload's REST API is for
 * staff (the admin, live preview): a visitor never needs it for content, and one asking for pages of large
 * documents could keep the server busy.
 */
export const publishedOrStaff: Access = ({ req }) => {
  if (roleOf(req)) return true
  if (!inProcess(req)) return false
  return { _status: { equals: 'published' } }
}

/** Content the site renders in process (reusable sections, navigation, site texts): staff only through REST. */
export const staffOrInProcess: Access = ({ req }) => Boolean(roleOf(req)) || inProcess(req)

/** Admins see and manage every user; any other signed-in staff member only their own record. */
export const adminOrSelf: Access = ({ req }) => {
  const role = roleOf(req)
  if (role === 'admin') return true
  if (role && req.user) return { id: { equals: req.user.id } }
  return false
}
