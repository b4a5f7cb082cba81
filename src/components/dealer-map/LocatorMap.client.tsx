'use client'

import { useState } from 'react'

import { dealerCardId, dealerPins, milesText, type PinnedDealer } from '@/domain/map/pins'
import { formatDistance } from '@/i18n/format'
import { useMessages } from '@/i18n/useMessages.client'

import { MAP_MESSAGES } from './mapMessages'
import { PosterMap, type PosterSizes } from './PosterMap.client'

export type LocatorMapProps = {
  /** The dealers of the page shown, in the cards' order. */
  dealers: readonly PinnedDealer[]
  /** The number of the page's first card (4 on the second page of three). */
  firstNumber: number
  /** The searched zip: its centre is the map's search point. */
  zip: string | null
  id?: string
  /** The visitor has just pressed 'Show map': the moving map loads at once, not on a second press. */
  startMoving?: boolean
}

/**
 * The poster's sizes: the box is 20rem high (26rem from 1024 px) and as wide as the list; the pins are framed
 * in the narrowest width each size is shown at.
 */
const SIZES: PosterSizes = [
  ['(min-width: 1024px)', { width: 1280, height: 416, safeWidth: 900 }],
  [null, { width: 768, height: 320, safeWidth: 330 }],
]

/** Where a pressed pin takes the visitor: its card, scrolled into view and focused. */
export function showCard(companyId: number): void {
  const card = document.getElementById(dealerCardId(companyId))
  if (!card) return
  card.scrollIntoView({ block: 'nearest' })
  card.focus({ preventScroll: true })
}

/**
 * The locator's map of the page's results: the search point and a numbered pin per card, fitted to them.
 * Its height is fixed before MapLibre arrives, so opening it moves the list once, at the press, and never again.
 */
export function LocatorMap({ dealers, firstNumber, zip, id, startMoving = false }: LocatorMapProps) {
  const t = useMessages('map', MAP_MESSAGES)
  // A pin is named as its card: number, name and distance, the miles spelled out in English as the specification
  // writes them, and in the locale's unit and way elsewhere.
  const pinsOf = () =>
    dealerPins(dealers, firstNumber).map((pin, index) => {
      const miles = dealers[index]?.distance
      const name = dealers[index]?.data.name ?? ''
      if (typeof miles !== 'number') return { ...pin, label: t('pin', { number: pin.number, name }) }
      const distance = t.locale === 'en' ? milesText(miles) : formatDistance(miles, t.locale)
      return { ...pin, label: t('pinDistance', { number: pin.number, name, distance }) }
    })
  // The locator hands a new array each render: the pins (and the map's fit) change only with the dealers shown.
  const key = `${t.locale}:${firstNumber}:${dealers.map((dealer) => dealer.data.companyID).join(',')}`
  const [kept, setKept] = useState(() => ({ key, pins: pinsOf() }))
  if (kept.key !== key) setKept({ key, pins: pinsOf() })
  const pins = kept.key === key ? kept.pins : pinsOf()
  return (
    <div
      id={id}
      data-dealer-map="locator"
      className="relative h-80 overflow-hidden rounded-lg border border-line bg-[#dbe8f2] lg:h-[26rem]"
    >
      <p className="sr-only">{t('hint')}</p>
      <PosterMap
        pins={pins}
        zip={zip}
        onPin={(pin) => showCard(pin.id)}
        alt={t('alt', { count: pins.length })}
        name={t('name')}
        words={{ move: t('move'), loading: t('loading'), unavailable: t('unavailable') }}
        sizes={SIZES}
        startMoving={startMoving}
        priority
      />
    </div>
  )
}
