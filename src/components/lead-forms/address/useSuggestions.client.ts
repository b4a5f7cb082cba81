'use client'

import {
  createElement,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'

import { SuggestionList } from './SuggestionList.client'
import type { AddressProvider, AddressSuggestion, ResolvedAddress, SuggestField } from './types'

/** Typing pauses this long before the provider is asked, so a burst of keys makes one request. */
export const SUGGEST_DELAY_MS = 150

/** What a field needs to be a combobox (WAI-ARIA 1.2, list autocomplete): its attributes and its list. */
export type ComboboxBinding = {
  inputProps: {
    role: 'combobox'
    'aria-autocomplete': 'list'
    'aria-expanded': boolean
    'aria-controls': string
    'aria-activedescendant': string | undefined
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void
    onInput: (event: { currentTarget: HTMLInputElement }) => void
    onFocus: () => void
  }
  /** Closes the list as the field is left (Tab leaves without choosing). */
  onBlur: () => void
  /** Receives the input element (Escape is caught before the page's own handlers see it). */
  inputRef: (element: HTMLInputElement | null) => void
  popup: ReactNode
}

/** The pause before asking and the request under way, across renders: new work cancels both. */
class PendingWork {
  private timer: ReturnType<typeof setTimeout> | undefined
  private controller: AbortController | undefined

  cancel(): void {
    clearTimeout(this.timer)
    this.controller?.abort()
  }

  later(run: () => void): void {
    this.cancel()
    this.timer = setTimeout(run, SUGGEST_DELAY_MS)
  }

  request(): AbortController {
    this.cancel()
    this.controller = new AbortController()
    return this.controller
  }
}

type Options<S extends AddressSuggestion> = {
  provider: AddressProvider<S>
  field: SuggestField
  label: string
  /** False for a suggestion that would change nothing in the form: it is not offered. */
  isUseful: (suggestion: S) => boolean
  onChoose: (address: ResolvedAddress) => void
}

/**
 * One field's suggestions as a combobox: typing asks the provider (after a short pause, the previous request
 * cancelled), Down and Up move through the list (wrapping), Enter chooses, Escape closes the list without
 * closing a dialog around it, Tab leaves without choosing; a press or a touch on an option chooses it.
 * The focus stays in the field, which keeps the visitor's place in the form.
 */
export function useSuggestions<S extends AddressSuggestion>({
  provider,
  field,
  label,
  isUseful,
  onChoose,
}: Options<S>): ComboboxBinding {
  const id = useId()
  const listId = `${id}-list`
  const optionId = (index: number) => `${id}-option-${index}`
  // The list and the text it answered: while the next answer is on its way, the list stays only for a text
  // that goes on from that one (a letter added), never for a deleted or replaced one.
  const [answer, setAnswer] = useState<{ text: string; options: S[] }>({ text: '', options: [] })
  const options = answer.options
  const setOptions = (list: S[], text = '') => setAnswer({ text, options: list })
  const [active, setActive] = useState(-1)
  const [dismissed, setDismissed] = useState(true)
  const [focused, setFocused] = useState(false)
  const input = useRef<HTMLInputElement | null>(null)
  const [pending] = useState(() => new PendingWork())

  const shown = options.filter(isUseful)
  const open = focused && !dismissed && shown.length > 0
  const activeIndex = open && active < shown.length ? active : -1

  useEffect(() => () => pending.cancel(), [pending])

  const close = () => {
    setDismissed(true)
    setActive(-1)
  }

  // Escape belongs to the list while it is open: caught on the window before a dialog's own listener. Set up as
  // the list is drawn (a layout effect), so an Escape pressed the moment it appears closes the list, not the dialog.
  useLayoutEffect(() => {
    if (!open) return
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.target !== input.current) return
      event.stopPropagation()
      event.preventDefault()
      close()
    }
    window.addEventListener('keydown', onKey, true)
    return () => window.removeEventListener('keydown', onKey, true)
  }, [open])

  useEffect(() => {
    if (activeIndex >= 0)
      document.getElementById(`${id}-option-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' })
  }, [activeIndex, id])

  const ask = (value: string) => {
    setActive(-1)
    setDismissed(false)
    const typed = value.trim().toLowerCase()
    if (!typed || !typed.startsWith(answer.text)) setOptions([])
    pending.later(() => {
      const controller = pending.request()
      provider.suggest(value, { field, signal: controller.signal }).then(
        (list) => {
          if (!controller.signal.aborted) setOptions(list, typed)
        },
        (error: unknown) => {
          if (controller.signal.aborted) return
          setOptions([])
          console.warn('Address suggestions failed', error instanceof Error ? error.message : error)
        },
      )
    })
  }

  const choose = (index: number) => {
    const suggestion = shown[index]
    if (!suggestion) return
    close()
    setOptions([])
    const controller = pending.request()
    provider.resolve(suggestion, controller.signal).then(
      (address) => {
        if (!controller.signal.aborted) onChoose(address)
      },
      (error: unknown) =>
        console.warn('Address suggestion failed', error instanceof Error ? error.message : error),
    )
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = shown.length
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count > 0) {
      event.preventDefault()
      const down = event.key === 'ArrowDown'
      setDismissed(false)
      setActive(
        !open || activeIndex < 0 ? (down ? 0 : count - 1) : (activeIndex + (down ? 1 : count - 1)) % count,
      )
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      // The choice, not the form's submit.
      event.preventDefault()
      choose(activeIndex)
    }
  }

  return {
    inputProps: {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': open,
      'aria-controls': listId,
      'aria-activedescendant': activeIndex >= 0 ? optionId(activeIndex) : undefined,
      onKeyDown,
      onInput: (event) => {
        if (event.currentTarget === document.activeElement) ask(event.currentTarget.value)
      },
      onFocus: () => {
        setFocused(true)
        provider.prepare?.()
      },
    },
    onBlur: () => {
      setFocused(false)
      close()
    },
    inputRef: (element) => {
      input.current = element
    },
    popup: createElement(SuggestionList, {
      listId,
      label,
      open,
      options: shown,
      active: activeIndex,
      optionId,
      onChoose: choose,
    }),
  }
}
