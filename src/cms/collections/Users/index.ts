import type { CollectionConfig } from 'payload'

import { env } from '../../../config/env'
import { adminOrSelf, isAdmin, isAdminField, isStaff } from '../../access'
import { endDraftModeOnSignOut } from '../../auth/endDraftMode'
import { guardFirstRegister } from '../../auth/firstRegister'
import { forgotPasswordEndpoint } from '../../auth/forgotPassword'
import { requireGoodPassword } from '../../auth/passwordRules'
import { forgetFailuresOnSignIn, forgetFailuresOnUnlock, throttleSignIn } from '../../auth/signInHooks'
import { capReads } from '../../hooks/capReads'

const nodeEnv = () => env().NODE_ENV

/** Staff accounts: admins manage everyone; an editor sees and edits only their own record. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'roles'],
    group: 'Admin',
    // Editors manage their own account from the Account page; the list of staff is for admins.
    hidden: ({ user }) => !(user as { roles?: string[] | null } | null)?.roles?.includes('admin'),
  },
  auth: {
    // No account lock: failed sign-ins are limited per client, and an account under attack waits instead
    // (auth/signInPolicy.ts); a lock would let anyone keep a staff member out. Payload's default is 5.
    maxLoginAttempts: 0,
    // The session cookie travels only over HTTPS whenever the site is served over it.
    cookies: { secure: new URL(env().SITE_URL).protocol === 'https:' },
  },
  access: {
    admin: isStaff,
    read: adminOrSelf,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
    unlock: isAdmin,
  },
  hooks: {
    beforeOperation: [
      capReads,
      guardFirstRegister(() => nodeEnv() === 'production'),
      requireGoodPassword,
      throttleSignIn,
    ],
    afterLogin: [forgetFailuresOnSignIn],
    afterLogout: [endDraftModeOnSignOut(nodeEnv)],
    // Payload's unlock (admins only, POST /api/users/unlock) lifts the sign-in limits on an account.
    afterOperation: [forgetFailuresOnUnlock],
  },
  // Answers at once and sends the mail after, the same for every address (auth/forgotPassword.ts).
  endpoints: [forgotPasswordEndpoint],
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      options: [
        { label: 'Admin', value: 'admin' },
        { label: 'Editor', value: 'editor' },
      ],
      saveToJWT: true,
      access: { create: isAdminField, update: isAdminField },
    },
  ],
}
