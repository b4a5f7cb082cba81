'use client'

import { useState } from 'react'

import { LOCATOR_MESSAGES } from '@/domain/locator/messages'
import { useMessages } from '@/i18n/useMessages.client'

import { ZipBox } from '../site/ZipBox.client'
import { DialogContent, DialogRoot, DialogTrigger } from '../ui/Dialog.client'

/** 'Change Location' (spec §2): a new zip from the results, without scrolling back to a box. */
export function ChangeLocationDialog() {
  const [open, setOpen] = useState(false)
  const t = useMessages('locator', LOCATOR_MESSAGES)
  return (
    <DialogRoot open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <button
          type="button"
          className="min-h-11 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {t('changeLocation')}
        </button>
      </DialogTrigger>
      <DialogContent
        title={t('changeLocation')}
        description={t('changeLocationHint')}
        closeLabel={t('close')}
      >
        <ZipBox withLocation onSubmitted={() => setOpen(false)} />
      </DialogContent>
    </DialogRoot>
  )
}
