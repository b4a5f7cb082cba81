import type { Field } from 'payload'

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const

/** `data.dealerInfo.data` of the Dealer record: state, dbaName and opening hours per weekday as text. */
export const dealerInfoField: Field = {
  name: 'dealerInfo',
  type: 'group',
  fields: [
    {
      name: 'data',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'dbaName', label: 'Doing business as', type: 'text' },
            { name: 'state', type: 'text' },
          ],
        },
        {
          name: 'weekHours',
          type: 'group',
          admin: { description: 'As shown to visitors, e.g. "8:00 AM - 5:00 PM" or "Closed".' },
          fields: [{ type: 'row', fields: DAYS.map((day) => ({ name: day, type: 'text' as const })) }],
        },
      ],
    },
  ],
}
