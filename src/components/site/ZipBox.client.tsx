'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { ZIP_BOX_MESSAGES } from '@/domain/locator/zipBoxMessages'
import { searchableZip } from '@/domain/locator/zipInput'
import { useLocaleContext } from '@/i18n/LocaleProvider.client'

import { findPlaces, mayBePlace, type PlaceAnswer } from './placeSearch'
import { useSite } from './SiteContext.client'
import { findMyZip } from './useMyLocation'

type ZipBoxKey = keyof typeof ZIP_BOX_MESSAGES

type Props = {
  /** 'compact' for the header strip; 'full' for the block and the Change Location dialog. */
  size?: 'compact' | 'full'
  /** Offers 'Use my location' beside the box. */
  withLocation?: boolean
  /** Called with the canonical zip once it is stored and in the address (the dialog closes then). */
  onSubmitted?: (zip: string) => void
  label?: string
  /** Names the search landmark; the header's box and a page's box need different names. */
  formLabel?: string
}

/**
 * The zip box (spec §2, §5): a leading space is ignored; a value that passes the lookup rule is stored under
 * `zipcode`, becomes the site zip and goes into the address as ?zipcode=; any other value gets a short hint.
 * It shows the site zip when there is one.
 *
 * Beyond the specification (docs/locator-search.md), it takes a city too ('Springfield, IL', 'Montréal'):
 * the text is looked up in the postal data, one place searches its zip at once, several are offered as a
 * short list of buttons (focus moves to it), and a name that is no place gets the same hint as a bad zip.
 */
export function ZipBox({ size = 'full', withLocation = false, onSubmitted, label, formLabel }: Props) {
  // The zip box's own dozen words of the locator namespace (English by default; the page's language from its
  // provider), not the whole namespace: this box is on every page. Its one argument ({name}) is put in directly,
  // so the box needs no message formatter in every page's first script.
  const { messages } = useLocaleContext()
  const t = (key: ZipBoxKey, args?: { name: string }): string => {
    const message = messages?.locator?.[key] ?? ZIP_BOX_MESSAGES[key]
    return args ? message.replace('{name}', args.name) : message
  }
  const zipHint = t('zipHint')
  const { setZip, zip: siteZip } = useSite()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [message, setMessage] = useState<string | null>(null)
  const [locating, setLocating] = useState(false)
  const [choices, setChoices] = useState<{ text: string; places: PlaceAnswer[] } | null>(null)
  const choiceList = useRef<HTMLDivElement>(null)
  const lookup = useRef<AbortController | null>(null)
  useEffect(() => {
    if (choices) choiceList.current?.focus()
  }, [choices])
  useEffect(() => () => lookup.current?.abort(), [])

  // Every zip box shows the zip the page is for (the header's on a results page too), once the browser knows
  // it. What the visitor is typing stays: a focused box is left alone unless it is empty or still shows the
  // zip it was given.
  const shownZip = useRef<string | null>(null)
  useEffect(() => {
    const box = input.current
    if (!box || !siteZip) return
    const typing = document.activeElement === box && box.value !== '' && box.value !== shownZip.current
    if (!typing) box.value = siteZip
    shownZip.current = siteZip
  }, [siteZip])

  function refuse() {
    setMessage(zipHint)
    input.current?.focus()
  }

  function submitValue(raw: string) {
    const value = raw.trim()
    const zip = searchableZip(value)
    lookup.current?.abort()
    setChoices(null)
    if (!zip) {
      if (mayBePlace(value)) return void searchPlace(value)
      return refuse()
    }
    setMessage(null)
    setZip(value)
    onSubmitted?.(zip)
  }

  async function searchPlace(text: string) {
    const controller = new AbortController()
    lookup.current = controller
    const places = await findPlaces(text, controller.signal)
    if (controller.signal.aborted) return
    if (places.length === 0) return refuse()
    if (places.length === 1) return pickPlace(places[0]!)
    setMessage(null)
    setChoices({ text, places })
  }

  /** A place picked (or the one found): its zip is searched, as if typed. */
  function pickPlace(place: PlaceAnswer) {
    setChoices(null)
    if (input.current) input.current.value = place.zipcode
    shownZip.current = place.zipcode
    submitValue(place.zipcode)
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    submitValue(input.current?.value ?? '')
  }

  async function useLocation() {
    setLocating(true)
    setMessage(null)
    const result = await findMyZip()
    setLocating(false)
    if ('error' in result) return setMessage(t(result.error))
    if (input.current) input.current.value = result.zip
    submitValue(result.zip)
  }

  const compact = size === 'compact'
  return (
    <form
      role="search"
      aria-label={formLabel ?? t('zipFormLabel')}
      onSubmit={onSubmit}
      noValidate
      className={compact ? 'text-sm' : ''}
    >
      <div className={`flex flex-wrap items-end gap-2 ${compact ? '' : 'sm:gap-3'}`}>
        <div className="flex flex-col">
          <label htmlFor={id} className={compact ? 'sr-only' : 'mb-1 font-semibold text-ink'}>
            {label ?? t('zipLabel')}
          </label>
          <input
            ref={input}
            id={id}
            name="zipcode"
            type="text"
            inputMode="text"
            autoComplete="postal-code"
            placeholder={compact ? t('zipLabel') : t('zipPlaceholder')}
            maxLength={60}
            aria-invalid={message === zipHint ? true : undefined}
            aria-describedby={message ? `${id}-message` : undefined}
            className={`rounded-md border border-muted bg-white px-3 text-ink ${compact ? 'h-9 w-40' : 'h-11 w-64 max-w-full'}`}
          />
        </div>
        <button
          type="submit"
          className={`rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 ${compact ? 'h-9' : 'h-11'}`}
        >
          {t('zipSubmit')}
        </button>
        {withLocation ? (
          <button
            type="button"
            onClick={useLocation}
            disabled={locating}
            className="h-11 rounded-md border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
          >
            {locating ? t('findingLocation') : t('useMyLocation')}
          </button>
        ) : null}
      </div>
      {choices ? (
        <div
          ref={choiceList}
          tabIndex={-1}
          role="group"
          aria-labelledby={`${id}-choices`}
          className="mt-2 rounded-md border border-line bg-white p-3 text-ink focus:outline-3 focus:outline-offset-2 focus:outline-brand-700"
        >
          <p id={`${id}-choices`} className="font-semibold">
            {t('whichPlace', { name: choices.places[0]?.name ?? choices.text })}
          </p>
          <ul className="mt-2 flex flex-col gap-1">
            {choices.places.map((place) => (
              <li key={`${place.name}|${place.state}`}>
                <button
                  type="button"
                  onClick={() => pickPlace(place)}
                  className="min-h-11 w-full rounded-md px-2 text-left font-semibold text-brand-700 underline underline-offset-2 hover:bg-brand-50"
                >
                  {place.name}, {place.stateName}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p
        id={`${id}-message`}
        role="status"
        className={`mt-1 text-accent-700 ${compact ? 'text-xs' : 'text-sm'} ${message ? '' : 'sr-only'}`}
      >
        {message}
      </p>
    </form>
  )
}
