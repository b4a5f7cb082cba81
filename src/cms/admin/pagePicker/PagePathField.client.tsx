'use client'

import { TextField, useConfig, useDocumentInfo, useField, useFormFields, useLocale } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'
import { useEffect, useRef, useState } from 'react'

import { followTitle } from '../../../domain/pagePicker/proposedPath'

/**
 * A page's address field: Payload's text field, which a page not yet published fills from its title as the
 * editor types it (/find-your-dealer for "Find your dealer"), until the editor writes an address of their own.
 * A published page's address never moves by itself: moving it is the editor's decision, and adds a redirect.
 *
 * The address is checked as it changes, typed or proposed: Payload shows a field's error only once the form has
 * been submitted (a new page is not autosaved until it is valid), so until then the field asks the server what
 * it would say of the address (GET /api/pages/address-check, the field's own validation) and shows that message.
 */
export function PagePathField(props: TextFieldClientProps) {
  const path = props.path ?? props.field.name
  const { value, setValue, showError } = useField<string>({ path })
  const title = useFormFields(([fields]) => fields.title?.value)
  const { id, hasPublishedDoc } = useDocumentInfo()
  // Each language has its own addresses: the one being edited is checked against the others of that language.
  const { code: locale } = useLocale()
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const before = useRef(typeof title === 'string' ? title : '')
  const [check, setCheck] = useState<{ path: string; message: string | null }>()

  useEffect(() => {
    const now = typeof title === 'string' ? title : ''
    const former = before.current
    before.current = now
    if (hasPublishedDoc || now === former) return
    const next = followTitle(value, former, now)
    if (next !== undefined) setValue(next)
    // The address's own changes return above (the title is as it was): they are the editor's.
  }, [title, hasPublishedDoc, value, setValue])

  useEffect(() => {
    if (showError || !value) return
    let live = true
    const timer = setTimeout(() => {
      const query = new URLSearchParams({ path: value })
      if (id !== undefined && id !== null) query.set('id', String(id))
      if (locale) query.set('locale', locale)
      fetch(`${api}/pages/address-check?${query}`, { credentials: 'include' })
        .then(async (res) => (res.ok ? ((await res.json()) as { message: string | null }) : null))
        .then((body) => {
          if (live && body) setCheck({ path: value, message: body.message })
        })
        .catch(() => undefined)
    }, 250)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [api, id, locale, showError, value])

  const early = !showError && value && check?.path === value ? check.message : null
  return (
    <>
      {/* Payload's description grey is too light for AA contrast on white (as custom.scss does for #field-seo). */}
      <style>{'.field-description-path { color: var(--theme-elevation-650); }'}</style>
      <TextField {...props} />
      <div aria-live="polite" className="page-path-field__check">
        {early && (
          <p style={{ color: 'var(--theme-error-750)', margin: '0 0 var(--base)', whiteSpace: 'normal' }}>
            {early}
          </p>
        )}
      </div>
    </>
  )
}
