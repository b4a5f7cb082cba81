import type { GroupField } from 'payload'

import { normalizeHref, upgradeToHttps } from './fields'
import { validateHref } from '../../../domain/url'

/**
 * Where the warranty dialogs link to until an editor enters the brand's own warranty sites: the demo content's
 * pages standing for them (cms/seed/content/outsideSites.ts).
 */
export const WARRANTY_REGISTRATION_URL = '/demo/warranty-registration'
export const WARRANTY_LOOKUP_URL = '/demo/warranty-lookup'

const requiredHref = (value: string | null | undefined) =>
  value ? validateHref(value) : 'Enter the address of the site.'

/**
 * The addresses behind the warranty dialogs, shared by the warranty hero and the warranty button (generated
 * type `WarrantySites`), so both open the same dialogs with the same links.
 */
export function warrantySitesField(): GroupField {
  return {
    name: 'sites',
    type: 'group',
    label: 'Warranty sites',
    interfaceName: 'WarrantySites',
    admin: { description: 'Where the dialogs send visitors. The sites open in a new tab.' },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'registrationUrl',
            type: 'text',
            label: 'Registration site',
            required: true,
            defaultValue: WARRANTY_REGISTRATION_URL,
            admin: { description: 'Linked from “Register new product”.' },
            hooks: { beforeValidate: [normalizeHref] },
            validate: requiredHref,
          },
          {
            name: 'lookupUrl',
            type: 'text',
            label: 'Warranty lookup site',
            required: true,
            defaultValue: WARRANTY_LOOKUP_URL,
            admin: { description: 'Linked from “Look up an existing warranty”.' },
            hooks: { beforeValidate: [normalizeHref] },
            validate: requiredHref,
          },
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'serialHelpDocument',
            type: 'upload',
            relationTo: 'documents',
            label: 'Serial number instructions (PDF)',
            admin: {
              description: 'Shows visitors where the serial number is printed. Used before the address.',
            },
          },
          {
            name: 'serialHelpUrl',
            type: 'text',
            label: 'Or its address',
            admin: {
              description: 'A full https:// address of the instructions, when the PDF is not uploaded.',
            },
            hooks: { beforeValidate: [upgradeToHttps] },
            validate: validateHref,
          },
        ],
      },
    ],
  }
}
