'use client'

import { useSearchParams } from 'next/navigation'
import { Suspense, useState } from 'react'

import { useMessages } from '@/i18n/useMessages.client'

import { isMapOpen, withMap } from './mapAddress'
import { MAP_MESSAGES } from './mapMessages'
import { LocatorMap, type LocatorMapProps } from './LocatorMap.client'

const MAP_ID = 'locator-map'
const BUTTON =
  'inline-flex h-11 items-center justify-center rounded-md border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50'

/**
 * 'Show map' / 'Hide map' and, while open, the map of the page's results above the cards. Open or closed is
 * the address's (?map=1): the server renders it open for such a link, so the map's room is in the first paint.
 */
export function LocatorMapToggle({
  serverOpen = false,
  ...props
}: LocatorMapProps & { serverOpen?: boolean }) {
  // Until the address is read, the map is as the server found it in the request (?map=1), so the first paint
  // already has the map's room and its picture; a page rendered ahead of any request has none: closed.
  return (
    <Suspense fallback={<Toggle open={serverOpen} {...props} />}>
      <FromAddress {...props} />
    </Suspense>
  )
}

function FromAddress(props: LocatorMapProps) {
  return <Toggle open={isMapOpen(useSearchParams())} {...props} />
}

function Toggle({ open, ...props }: LocatorMapProps & { open: boolean }) {
  const t = useMessages('map', MAP_MESSAGES)
  // Next's router follows replaceState, so useSearchParams sees the change; no history entry per toggle.
  // Opened by a press, the moving map loads at once; opened by the address, its poster shows until asked.
  const [pressed, setPressed] = useState(false)
  const toggle = () => {
    setPressed(!open)
    window.history.replaceState(null, '', withMap(window.location.href, !open))
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="flex justify-end">
        <button
          type="button"
          className={BUTTON}
          aria-expanded={open}
          {...(open ? { 'aria-controls': MAP_ID } : {})}
          onClick={toggle}
        >
          {open ? t('hide') : t('show')}
        </button>
      </div>
      {open ? <LocatorMap id={MAP_ID} {...props} startMoving={pressed} /> : null}
    </div>
  )
}
