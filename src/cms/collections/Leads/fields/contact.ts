import type { Field } from 'payload'

import { REGIONS } from '../../../../domain/leads/regions'
import { validateHref } from '../../../../domain/url'
import { TOPICS } from '../../../../domain/leads/topics'

/**
 * The homeowner's entries. None is required here: the endpoint validates them, and the retention job and
 * a privacy erase clear them later (personalFieldNames lists the ones that go).
 */
const text = (name: string, label?: string): Field => ({
  name,
  label,
  type: 'text',
  admin: { readOnly: true },
})

export const contactFields: Field[] = [
  { type: 'row', fields: [text('firstName'), text('lastName')] },
  {
    type: 'row',
    fields: [
      {
        name: 'email',
        type: 'text',
        index: true,
        admin: { readOnly: true, description: 'Stored in lower case.' },
      },
      text('phone'),
    ],
  },
  { type: 'row', fields: [text('addressLine1', 'Street address'), text('city')] },
  {
    type: 'row',
    fields: [
      {
        name: 'state',
        type: 'select',
        options: REGIONS.map((r) => ({ label: r.name, value: r.code })),
        admin: { readOnly: true },
      },
      text('zip', 'Zip/postal code'),
    ],
  },
  { name: 'comments', type: 'textarea', admin: { readOnly: true } },
  {
    type: 'row',
    fields: [
      {
        name: 'topic',
        type: 'select',
        options: TOPICS.map((t) => ({ label: t.label, value: t.value })),
        admin: { readOnly: true },
      },
      { name: 'preferredDate', label: 'Preferred day (booking)', type: 'text', admin: { readOnly: true } },
      {
        name: 'window',
        label: 'Time of day (booking)',
        type: 'select',
        options: ['morning', 'afternoon', 'evening'],
        admin: { readOnly: true },
      },
    ],
  },
]

/** Cleared by the retention job and by a privacy erase; the lead's kind, dealer, dates and delivery stay. */
export const personalFieldNames = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'addressLine1',
  'city',
  'zip',
  'comments',
] as const

/** The consent as the visitor saw it (spec §5): its words, when, and on which page. */
export const consentField: Field = {
  name: 'consent',
  type: 'group',
  admin: { readOnly: true },
  fields: [
    { name: 'text', type: 'textarea' },
    {
      type: 'row',
      fields: [
        { name: 'at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        // A stored address: the one link rule on every save, like every link the site keeps (domain/url.ts).
        { name: 'pageUrl', type: 'text', validate: validateHref },
      ],
    },
  ],
}

/** Marketing-tool ids the form passed on (spec §3 profile); never set by this site. */
export const profileField: Field = {
  name: 'profile',
  type: 'group',
  admin: { readOnly: true },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'mtaAid', type: 'text' },
        { name: 'mtaSid', type: 'text' },
      ],
    },
  ],
}
