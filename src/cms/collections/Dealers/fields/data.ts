import type { Field } from 'payload'

import { MAX_COMPANY_ID } from '../../../../domain/dealers/constants'
import { validateHref } from '../../../../domain/url'
import { dealerInfoField } from './dealerInfo'
import { fieldLabel } from './label'

const text = (name: string, description?: string): Field => ({
  name,
  label: fieldLabel(name),
  type: 'text',
  admin: { description },
})
const flag = (name: string, label?: string): Field => ({
  name,
  label: label ?? fieldLabel(name),
  type: 'checkbox',
  defaultValue: false,
})

const wholeNumber = (min: number, max: number) => (value: number | null | undefined) =>
  value == null || (Number.isInteger(value) && value >= min && value <= max)
    ? true
    : `Enter a whole number from ${min} to ${max}.`

/** `data` of the Dealer record (spec §3), field names exactly as the record has them. */
export const dealerDataField: Field = {
  name: 'data',
  label: 'Dealer',
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 120 },
        {
          name: 'companyID',
          label: 'Company ID',
          type: 'number',
          required: true,
          unique: true,
          index: true,
          validate: wholeNumber(1, MAX_COMPANY_ID),
        },
        text('dealer_guid', 'The provider’s identifier for this dealer.'),
      ],
    },
    {
      type: 'row',
      fields: [
        text('brandID', 'The brand code the provider files the dealer under.'),
        text(
          'valueBrand',
          'A second brand the dealer sells; its assigned number (Call tracking) replaces Phone 1.',
        ),
        text('tcsID'),
        flag('isTcs', 'Is TCS'),
      ],
    },
    { type: 'row', fields: [text('addressLine1'), text('addressLine2')] },
    {
      type: 'row',
      fields: [
        text('city'),
        text('state', 'Two-letter state or province code.'),
        text('zipcode'),
        {
          name: 'country',
          type: 'select',
          defaultValue: 'US',
          options: [
            { label: 'United States', value: 'US' },
            { label: 'Canada', value: 'CA' },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        text('phone1', 'The number the dealer’s card shows and calls.'),
        text('phone2'),
        text('phone3'),
        { name: 'email', type: 'email' },
      ],
    },
    {
      type: 'row',
      fields: [
        // A link visitors follow: the one link rule on save, as on every answer (domain/url.ts).
        {
          name: 'financeURL',
          label: fieldLabel('financeURL'),
          type: 'text',
          validate: validateHref,
          admin: { description: 'Where the Financing link on the dealer’s card leads (https://…).' },
        },
        {
          name: 'charterMemberDate',
          type: 'number',
          admin: {
            description: 'Year the dealer joined the charter program (started 1998); empty if not a member.',
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'dealerType',
          label: 'Dealer tier',
          type: 'select',
          defaultValue: 'NON-CC',
          options: [
            { label: 'Customer Care Dealer', value: 'CC' },
            { label: 'Other dealer', value: 'NON-CC' },
          ],
        },
        { name: 'score', type: 'number', defaultValue: 0, validate: wholeNumber(0, 1_000_000) },
        {
          name: 'totalResponseCount',
          type: 'number',
          defaultValue: 0,
          validate: wholeNumber(0, 1_000_000_000),
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Flags (display only)',
      fields: [
        flag('preferred'),
        flag('emergencyService'),
        flag('nateCertified', 'NATE certified'),
        flag('leasingOption'),
        flag('showFinancing'),
        flag('googleReviews'),
        flag('nexiaDealer'),
        flag('nexiaDealerDiagnostics'),
        flag('asHomeDealer'),
        flag('asHomeDealerDiagnostics'),
        flag('displaySupport'),
        flag('spanish'),
        { name: 'showAddress', type: 'checkbox', defaultValue: true },
      ],
    },
    dealerInfoField,
  ],
}
