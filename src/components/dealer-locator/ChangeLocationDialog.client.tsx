'use client'

import { useState } from 'react'

import { ZipBox } from '../site/ZipBox.client'
import { DialogContent, DialogRoot, DialogTrigger } from '../ui/Dialog.client'

/** 'Change Location' (spec §2): a new zip from the results, without scrolling back to a box. */
export function ChangeLocationDialog() {
  const [open, setOpen] = useState(false)
  return (
    <DialogRoot open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <button
          type="button"
          className="min-h-11 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          Change Location
        </button>
      </DialogTrigger>
      <DialogContent title="Change Location" description="Enter a zip or postal code to see dealers near it.">
        <ZipBox withLocation onSubmitted={() => setOpen(false)} />
      </DialogContent>
    </DialogRoot>
  )
}
