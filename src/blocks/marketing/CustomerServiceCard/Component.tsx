import type React from 'react'

import type { CustomerServiceCardBlock } from '@/payload-types'

import { CustomerServiceCard } from './Card'
import { supportContact } from '../../_core/shared/supportContact'
import type { SiteSettingsAnswer } from '../../_core/data'

/**
 * The customer service card. The phone number and hours are the site's (Site settings, read through the
 * pages' cached settings query, as the dealer locator reads them), so one edit changes every card.
 */
export const CustomerServiceCardComponent: React.FC<CustomerServiceCardBlock & SiteSettingsAnswer> = ({
  title,
  text,
  data: { settings },
}) => {
  return <CustomerServiceCard title={title} text={text} contact={supportContact(settings)} />
}
