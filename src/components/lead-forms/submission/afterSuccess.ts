import type { DealerFormValues } from '@/domain/leads/schemas'

import { pushDataLayer } from '../../analytics/dataLayer'
import { recordLead, saveContact } from '../../profile/profileStore'
import { contactOf } from '../prefill'

/**
 * What follows a lead the server accepted: the profile keeps the entries and gains the lead id (and the
 * dealer, which turns its cards 'Connected'), and analytics hears of it with the form id and zip only.
 */
export function afterLeadSent(
  leadId: string,
  values: DealerFormValues,
  formId: string,
  companyId?: number,
  record: (leadId: string, companyId?: number) => void = recordLead,
): void {
  saveContact(contactOf(values))
  record(leadId, companyId)
  if (companyId !== undefined) pushDataLayer('dealer_form_success', { form_id: formId, zipcode: values.zip })
}
