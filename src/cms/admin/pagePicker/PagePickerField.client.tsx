'use client'

import { FieldError, FieldLabel, fieldBaseClass, ReactSelect, useConfig, useField } from '@payloadcms/ui'
import type { RelationshipFieldClientProps } from 'payload'
import React, { useCallback, useEffect, useRef, useState } from 'react'

import { pageOptionLabel, pageSearchQuery, type PickerPage } from '../../../domain/pagePicker/search'

type Option = { label: string; value: number | string }

/**
 * The select's arrow, drawn only: Payload's is a button that react-select hides from assistive technology
 * (aria-hidden) while it can still take focus, which axe rightly refuses; the select opens from the keyboard
 * with ArrowDown, and by a click anywhere on it.
 */
function PickerArrow({ innerProps }: { innerProps?: React.HTMLAttributes<HTMLSpanElement> }) {
  return (
    <span {...innerProps} aria-hidden="true" className="dropdown-indicator">
      <svg className="dropdown-indicator__icon icon icon--chevron" height="10" viewBox="0 0 9 7" width="10">
        <path d="M1 1.5L4.5 5L8 1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    </span>
  )
}

/** The clear button, drawn only for the same reason: the select clears from the keyboard with Backspace. */
function PickerClear({ innerProps }: { innerProps?: React.HTMLAttributes<HTMLSpanElement> }) {
  return (
    <span {...innerProps} aria-hidden="true" className="clear-indicator">
      <svg className="icon icon--x" height="12" viewBox="0 0 12 12" width="12">
        <path d="M2 2L10 10M10 2L2 10" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    </span>
  )
}

const idOf = (value: unknown): number | string | null => {
  if (typeof value === 'number' || typeof value === 'string') return value
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: number | string }).id
  return null
}

/**
 * The page picker of every link field (blocks' links and buttons, the header's and footer's menus): Payload's
 * select, listing each page as its title with its address beside it ("Find a dealer — /find-a-dealer"), and
 * searching titles and addresses alike as the editor types (cms/admin/pagePicker/pageSearch.ts). The value
 * stored is the page's id, as with Payload's own relationship field.
 */
export function PagePickerField({ field, path: pathProp, readOnly }: RelationshipFieldClientProps) {
  const path = pathProp ?? field.name
  const { value, setValue, showError, errorMessage, disabled } = useField<number | string | null>({ path })
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const [options, setOptions] = useState<Option[]>([])
  const [loading, setLoading] = useState(false)
  // Each page's name as shown (title and address), by id: those listed and the one picked.
  const [labels, setLabels] = useState<Record<string, string>>({})
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const latest = useRef(0)
  const id = idOf(value)
  const inputId = `field-${path.replace(/\./g, '__')}-input`

  const search = useCallback(
    async (typed: string) => {
      const ask = ++latest.current
      setLoading(true)
      try {
        const res = await fetch(`${api}/pages?${pageSearchQuery(typed)}`, { credentials: 'include' })
        const body = (await res.json()) as { docs?: PickerPage[] }
        if (ask !== latest.current) return
        const found = (body.docs ?? []).map((page) => ({ label: pageOptionLabel(page), value: page.id }))
        setOptions(found)
        setLabels((held) => ({
          ...held,
          ...Object.fromEntries(found.map((o) => [String(o.value), o.label])),
        }))
      } catch {
        if (ask === latest.current) setOptions([])
      } finally {
        if (ask === latest.current) setLoading(false)
      }
    },
    [api],
  )

  // The picked page's title and address, read once when it is known by its id alone (a saved link).
  const known = id === null ? undefined : labels[String(id)]
  useEffect(() => {
    if (id === null || known !== undefined) return
    let live = true
    const query = 'depth=0&draft=true&select[title]=true&select[path]=true'
    fetch(`${api}/pages/${encodeURIComponent(String(id))}?${query}`, { credentials: 'include' })
      .then(async (res) => (res.ok ? ((await res.json()) as PickerPage) : null))
      .then((page) => {
        if (!live) return
        const label = page ? pageOptionLabel(page) : `A page no longer there (${id})`
        setLabels((held) => ({ ...held, [String(id)]: label }))
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [api, id, known])
  const selected = id === null ? null : { value: id, label: known ?? '…' }

  useEffect(() => () => clearTimeout(timer.current), [])

  const onInputChange = (typed: string) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => void search(typed), 200)
  }

  const label = typeof field.label === 'string' ? field.label : 'Page'
  const description = field.admin?.description

  return (
    <div
      className={[fieldBaseClass, 'relationship', showError && 'error', readOnly && 'read-only']
        .filter(Boolean)
        .join(' ')}
      id={`field-${path.replace(/\./g, '__')}`}
      style={
        field.admin?.width
          ? ({ '--field-width': field.admin.width } as React.CSSProperties)
          : { flex: '1 1 auto' }
      }
    >
      <FieldLabel htmlFor={inputId} label={label} path={path} required={field.required} />
      <div className={`${fieldBaseClass}__wrap`}>
        <FieldError message={errorMessage} path={path} showError={showError} />
        <ReactSelect
          disabled={readOnly || disabled}
          components={{ ClearIndicator: PickerClear, DropdownIndicator: PickerArrow }}
          filterOption={() => true}
          inputId={inputId}
          isClearable
          isLoading={loading}
          isSearchable
          noOptionsMessage={({ inputValue }) =>
            inputValue ? `No page’s title or address holds “${inputValue}”` : 'No pages yet'
          }
          onChange={(option) => {
            const picked = Array.isArray(option) ? option[0] : option
            const next = picked ? (picked.value as number | string) : null
            if (picked) setLabels((held) => ({ ...held, [String(next)]: String(picked.label) }))
            setValue(next)
          }}
          onInputChange={onInputChange}
          onMenuOpen={() => void search('')}
          options={options}
          placeholder="Type a title or an address"
          value={selected ?? undefined}
        />
      </div>
      {/* Payload's description grey is too light for AA contrast on the admin's background. */}
      {typeof description === 'string' && (
        <div className="field-description" style={{ color: 'var(--theme-elevation-800)' }}>
          {description}
        </div>
      )}
    </div>
  )
}
