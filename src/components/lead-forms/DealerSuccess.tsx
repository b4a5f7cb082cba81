import { useMessages } from '@/i18n/useMessages.client'

import { LEAD_FORM_MESSAGES } from './messages'
import { SuccessMessage } from './SuccessMessage.client'

/** The dealer forms' confirmation (spec §8), loaded with the forms (lazyDialogForms.client.tsx). */
export function DealerSuccess() {
  const t = useMessages('leadForms', LEAD_FORM_MESSAGES)
  return <SuccessMessage text={t('successDealer')} />
}
