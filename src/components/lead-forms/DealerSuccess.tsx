import { SUCCESS_TEXT } from '@/domain/leads/messages'

import { SuccessMessage } from './SuccessMessage.client'

/** The dealer forms' confirmation (spec §8), loaded with the forms (lazyDialogForms.client.tsx). */
export function DealerSuccess() {
  return <SuccessMessage text={SUCCESS_TEXT.dealer} />
}
