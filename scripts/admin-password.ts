// Sets a new generated password for the admin account and prints it once.
import config from '@payload-config'
import { getPayload } from 'payload'

import { generatePassword } from '../src/cms/seed/users'
import { env } from '../src/config/env'

const payload = await getPayload({ config })
const email = env().ADMIN_EMAIL
const password = generatePassword()
const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1 })
if (docs[0]) {
  await payload.update({ collection: 'users', id: docs[0].id, data: { password } })
} else {
  await payload.create({ collection: 'users', data: { email, password, roles: ['admin'], name: 'Site admin' } })
}
console.log(`\n  Admin ${email}\n  New password: ${password}\n  (shown once; it is not stored anywhere in plain text)\n`)
await payload.db.destroy?.()
process.exit(0)
