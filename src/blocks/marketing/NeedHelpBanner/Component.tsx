import type React from 'react'

import type { NeedHelpBannerBlock } from '@/payload-types'

import { needHelpCopy } from '../../../domain/banners/needHelp'
import { formatPhone, telHref } from '../../../domain/locator/dealerDisplay'
import { safeHref } from '../../../domain/url'
import { NeedHelpBanner } from './Banner'
import type { SiteSettingsAnswer } from '../../_core/data'

/**
 * The need-help banner in English, Spanish or French (spec §2). Its number is the editor's, or else the
 * site's customer service number (Site settings), so one edit changes every banner.
 */
export const NeedHelpBannerComponent: React.FC<NeedHelpBannerBlock & SiteSettingsAnswer> = ({
  data: { settings },
  ...block
}) => {
  const number = block.phone?.trim() || settings.customerServicePhone
  return (
    <NeedHelpBanner
      copy={needHelpCopy(block.language, block)}
      phone={formatPhone(number)}
      phoneHref={safeHref(telHref(number))}
    />
  )
}
