'use client'

import {
  TextInput,
  TextareaInput,
  useConfig,
  useDocumentInfo,
  useField,
  useForm,
  useFormFields,
  type FieldType,
} from '@payloadcms/ui'
import type { TextFieldClientProps, TextareaFieldClientProps, UIFieldClientProps } from 'payload'
import { useCallback, useEffect, useId, useState, type ChangeEvent, type ReactNode } from 'react'

import { pageAddress, SEO_LENGTHS, writtenTitle } from '@/domain/seo/snippet'

type Lengths = { readonly min: number; readonly max: number }

/** The brand name the site's layout writes after each title, from the site settings (read once per visit). */
let brandRequest: Promise<string> | undefined
function useBrandName(api: string): string | undefined {
  const [brand, setBrand] = useState<string>()
  useEffect(() => {
    const request = (brandRequest ??= fetch(`${api}/globals/site-settings?depth=0&select[brandName]=true`, {
      credentials: 'include',
    })
      .then(async (res) => (res.ok ? ((await res.json()) as { brandName?: unknown }) : {}))
      .then((settings) => (typeof settings.brandName === 'string' ? settings.brandName : ''))
      .catch(() => {
        brandRequest = undefined
        return ''
      }))
    let live = true
    void request.then((name) => live && setBrand(name))
    return () => {
      live = false
    }
  }, [api])
  return brand
}

/** The page's own fields beside the search group: its title and its address as typed. */
function usePageFields() {
  const title = useFormFields(([fields]) => fields.title?.value)
  const path = useFormFields(([fields]) => fields.path?.value)
  return { title: typeof title === 'string' ? title : '', path: typeof path === 'string' ? path : '' }
}

function verdict(length: number, { min, max }: Lengths) {
  if (length === 0) return { word: 'Missing', colour: '#b42318' }
  if (length < min) return { word: 'Too short', colour: '#8a4b00' }
  if (length > max) return { word: 'Too long', colour: '#b42318' }
  return { word: 'Good', colour: '#166534' }
}

/** '27/50-60 chars, 23 to go' with a word for the verdict: the count of the text as results will show it. */
function LengthHint({
  text,
  lengths,
  id,
  children,
}: {
  text: string
  lengths: Lengths
  id: string
  children?: ReactNode
}) {
  const length = text.length
  const { word, colour } = verdict(length, lengths)
  const rest =
    length < lengths.min
      ? `${lengths.min - length} to go`
      : length <= lengths.max
        ? `${lengths.max - length} left over`
        : `${length - lengths.max} too many`
  return (
    <div
      id={id}
      className="seo-length-hint"
      style={{ margin: '6px 0 0', color: 'var(--theme-elevation-800)' }}
    >
      {children}
      <p style={{ margin: 0 }}>
        <strong
          style={{ color: '#fff', background: colour, borderRadius: 3, padding: '1px 6px', marginRight: 8 }}
        >
          {word}
        </strong>
        <span data-testid="seo-length">
          {length}/{lengths.min}-{lengths.max} chars, {rest}
        </span>
      </p>
    </div>
  )
}

/** Asks the SEO plugin's endpoint for a title or a description from the page as it stands in the form. */
function useGenerate(what: 'title' | 'description', setValue: (value: string) => void) {
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const { getData } = useForm()
  const { id, collectionSlug, globalSlug } = useDocumentInfo()
  const [state, setState] = useState<{ busy: boolean; problem?: string }>({ busy: false })
  const generate = useCallback(async () => {
    setState({ busy: true })
    try {
      const res = await fetch(`${api}/plugin-seo/generate-${what}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ id, collectionSlug, globalSlug, doc: getData() }),
      })
      const body = (await res.json().catch(() => ({}))) as {
        result?: unknown
        errors?: { message?: string }[]
      }
      if (!res.ok)
        throw new Error(body.errors?.[0]?.message ?? `The ${what} could not be generated (${res.status}).`)
      const result = typeof body.result === 'string' ? body.result : ''
      if (!result)
        throw new Error(
          what === 'title'
            ? 'Give the page a title first.'
            : 'The page has no text to take a description from yet: add a hero or a paragraph, or write one.',
        )
      setValue(result)
      setState({ busy: false })
    } catch (error) {
      setState({ busy: false, problem: error instanceof Error ? error.message : String(error) })
    }
  }, [api, what, id, collectionSlug, globalSlug, getData, setValue])
  return { generate, ...state }
}

function GenerateButton({
  what,
  onGenerate,
  busy,
  problem,
  disabled,
}: {
  what: 'title' | 'description'
  onGenerate: () => void
  busy: boolean
  problem?: string
  disabled?: boolean
}) {
  return (
    <div style={{ margin: '4px 0 0' }}>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: 0 }}
        aria-label={`Generate from the page (${what})`}
        disabled={disabled || busy}
        onClick={onGenerate}
      >
        {busy ? 'Generating…' : 'Generate from the page'}
      </button>
      {problem && (
        <p role="alert" style={{ margin: '4px 0 0', color: 'var(--theme-error-500)' }}>
          {problem}
        </p>
      )}
    </div>
  )
}

const descriptionText = (description: unknown) => (typeof description === 'string' ? description : undefined)

/**
 * The search title: its length counted as the site writes it in `<title>` (with ' | Alderline' after it, the
 * home page's alone; the page title when left empty), and a button that generates it from the page.
 */
export function SeoTitleField({ field, path: fieldPath, readOnly }: TextFieldClientProps) {
  const { path, value, setValue, showError, errorMessage }: FieldType<string> = useField({ path: fieldPath })
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const brand = useBrandName(api)
  const page = usePageFields()
  const hintId = useId()
  const own = value ?? ''
  const written = writtenTitle(own || page.title, page.path, brand ?? '')
  const { generate, busy, problem } = useGenerate('title', setValue)
  return (
    <div className="field-type text" style={{ marginBottom: 20 }}>
      <TextInput
        path={path}
        label={field.label || 'Title'}
        description={descriptionText(field.admin?.description)}
        value={own}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setValue(event.target.value)}
        readOnly={readOnly}
        showError={showError}
        Error={errorMessage}
        style={{ marginBottom: 0 }}
      />
      <LengthHint text={written} lengths={SEO_LENGTHS.title} id={hintId}>
        <p style={{ margin: '0 0 2px' }}>
          As the site writes it{own ? '' : ' (from the page title)'}:{' '}
          <q data-testid="seo-written-title">{written || '—'}</q>
        </p>
      </LengthHint>
      <GenerateButton
        what="title"
        onGenerate={() => void generate()}
        busy={busy}
        problem={problem}
        disabled={readOnly}
      />
    </div>
  )
}

/** The search description, with its length hint and a button that takes it from the page's first text. */
export function SeoDescriptionField({ field, path: fieldPath, readOnly }: TextareaFieldClientProps) {
  const { path, value, setValue, showError, errorMessage }: FieldType<string> = useField({ path: fieldPath })
  const hintId = useId()
  const { generate, busy, problem } = useGenerate('description', setValue)
  return (
    <div className="field-type textarea" style={{ marginBottom: 20 }}>
      <TextareaInput
        path={path}
        label={field.label || 'Description'}
        description={descriptionText(field.admin?.description)}
        value={value ?? ''}
        onChange={(event) => setValue(event.target.value)}
        readOnly={readOnly}
        showError={showError}
        Error={errorMessage}
        style={{ marginBottom: 0 }}
      />
      <LengthHint text={value ?? ''} lengths={SEO_LENGTHS.description} id={hintId} />
      <GenerateButton
        what="description"
        onGenerate={() => void generate()}
        busy={busy}
        problem={problem}
        disabled={readOnly}
      />
    </div>
  )
}

/**
 * The search result as it will look: the page's real address (the site's URL and the path as stored), the
 * title as written in `<title>` and the description, all following the fields as they are typed.
 */
export function SeoPreview({ siteUrl }: UIFieldClientProps & { siteUrl?: string }) {
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const brand = useBrandName(api)
  const page = usePageFields()
  const title = useFormFields(([fields]) => fields['seo.title']?.value)
  const description = useFormFields(([fields]) => fields['seo.description']?.value)
  const own = typeof title === 'string' ? title : ''
  const address = pageAddress(
    siteUrl || (typeof window === 'undefined' ? '' : window.location.origin),
    page.path,
  )
  return (
    <div style={{ marginBottom: 20 }}>
      <p style={{ margin: 0 }}>Preview</p>
      <p style={{ margin: '0 0 5px', color: 'var(--theme-elevation-800)' }}>
        How the page may show in search results.
      </p>
      <figure
        aria-label="Search result preview"
        data-testid="seo-preview"
        style={{
          background: 'var(--theme-elevation-50)',
          borderRadius: 5,
          boxShadow: '0 0 10px rgba(0, 0, 0, 0.1)',
          maxWidth: 600,
          padding: 20,
          margin: 0,
        }}
      >
        <p data-testid="seo-preview-address" style={{ margin: 0, overflowWrap: 'anywhere' }}>
          {address}
        </p>
        <p style={{ margin: 0, fontWeight: 600, fontSize: '1.1em' }}>
          {writtenTitle(own || page.title, page.path, brand ?? '')}
        </p>
        <p style={{ margin: 0 }}>{typeof description === 'string' ? description : ''}</p>
      </figure>
    </div>
  )
}
