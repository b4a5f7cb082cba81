'use client'

import { createContext, useCallback, useContext, useEffect, useRef } from 'react'

import { recordLead } from '../profile/profileStore'

type RecordLead = (leadId: string, companyId?: number) => void

const DealerRecordingContext = createContext<RecordLead | null>(null)

/** How a form records its sent lead in the profile: at once, unless a dealer dialog defers the dealer. */
export function useRecordLead(): RecordLead {
  return useContext(DealerRecordingContext) ?? recordLead
}

/**
 * A dealer card swaps 'Connect with Dealer' for 'Connected' the moment its dealer joins dealersContacted;
 * if that happened while the dialog shows its success text, the dialog (part of the card) would vanish
 * before the visitor read it. Inside a dealer dialog the lead id is recorded at once and the dealer when
 * the dialog closes (or the page leaves it).
 */
export function useDeferredDealerRecording(): { record: RecordLead; flush: () => void } {
  const pending = useRef<{ leadId: string; companyId: number } | null>(null)
  const flush = useCallback(() => {
    const lead = pending.current
    pending.current = null
    if (lead) recordLead(lead.leadId, lead.companyId)
  }, [])
  const record = useCallback<RecordLead>((leadId, companyId) => {
    recordLead(leadId)
    if (companyId !== undefined) pending.current = { leadId, companyId }
  }, [])
  useEffect(() => flush, [flush])
  return { record, flush }
}

export const DealerRecordingProvider = DealerRecordingContext.Provider
