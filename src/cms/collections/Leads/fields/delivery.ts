import type { Field } from 'payload'

export const DELIVERY_STATES = ['queued', 'retrying', 'sent', 'failed', 'spam'] as const
export type DeliveryState = (typeof DELIVERY_STATES)[number]

/**
 * Where the lead's e-mail stands. queued: waiting for its first attempt; retrying: an attempt failed and
 * another is scheduled; sent; failed: every attempt failed (the last error says why); spam: the form's
 * hidden trap field was filled, so the lead is kept (it holds its id and Idempotency-Key like any other)
 * but no delivery is queued and nobody is sent it. Top-level fields (in a collapsible) so the admin list
 * can show and filter them and the CSV export has one column each. deliveryClaimedUntil is the sender's
 * lease, so that two instances never send one lead twice.
 */
export const deliveryFields: Field = {
  type: 'collapsible',
  label: 'Delivery',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'deliveryState',
          label: 'Delivery',
          type: 'select',
          required: true,
          defaultValue: 'queued',
          index: true,
          options: [
            { label: 'Queued', value: 'queued' },
            { label: 'Retrying', value: 'retrying' },
            { label: 'Sent', value: 'sent' },
            { label: 'Failed', value: 'failed' },
            { label: 'Spam (never sent)', value: 'spam' },
          ],
          admin: { readOnly: true },
        },
        {
          name: 'deliveryAttempts',
          label: 'Attempts',
          type: 'number',
          defaultValue: 0,
          admin: { readOnly: true },
        },
        {
          name: 'deliverySentAt',
          label: 'Sent at',
          type: 'date',
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    {
      name: 'deliveryError',
      label: 'Last delivery error',
      type: 'text',
      admin: { readOnly: true, description: 'Why the last attempt failed.' },
    },
    { name: 'deliveryClaimedUntil', type: 'date', hidden: true },
  ],
}
