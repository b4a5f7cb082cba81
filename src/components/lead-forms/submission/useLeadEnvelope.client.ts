'use client'

import { useCallback } from 'react'

import { useMessages } from '@/i18n/useMessages.client'

import { readProfile } from '../../profile/profileStore'
import { LEAD_FORM_MESSAGES } from '../messages'
import { useLeadSettings } from '../settings.client'
import { consentPageUrl, type LeadEnvelope } from './leadRequest'

/**
 * Builds what a lead carries besides the entries at the moment it is sent (the profile may have gained
 * marketing ids since the form opened). Null when the site settings are missing: the form then reports a
 * failure instead of sending a lead the endpoint would refuse.
 */
export function useLeadEnvelope(): (website: string) => LeadEnvelope | null {
  const settings = useLeadSettings()
  const t = useMessages('leadForms', LEAD_FORM_MESSAGES)
  const { locale } = t
  const consentText = t('consent')
  return useCallback(
    (website: string) => {
      if (!settings) {
        console.error('Lead forms need LeadSettingsProvider (brand code and source tag); nothing was sent')
        return null
      }
      const { mtaAid, mtaSid } = readProfile()
      return {
        settings,
        profile: { mtaAid, mtaSid },
        website,
        pageUrl: consentPageUrl(window.location),
        locale,
        consentText,
      }
    },
    [settings, locale, consentText],
  )
}
