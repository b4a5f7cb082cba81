'use client'

import { type ReactNode, useId, useState, useSyncExternalStore } from 'react'

import { type Device, deviceFromQueries, isOpenByDefault } from '../../../../domain/accordion/defaultOpen'
import { closedPanelClasses, openChevronClasses } from './deviceClasses'

export type DisclosureProps = {
  /** The devices on which the panel starts open. */
  openOn: Record<Device, boolean>
  /** What the button shows (a chevron is added after it). */
  trigger: ReactNode
  triggerClassName: string
  /** Wraps the button in a heading of this level; the button is then the heading's only content. */
  headingLevel?: 'h2' | 'h3'
  panelClassName?: string
  children: ReactNode
}

// The device is read from the media queries, never watched: the defaults apply to the first view only, and a
// resize keeps what the visitor sees. On the server, and while hydrating, the device is unknown.
const noUpdates = () => () => {}
const deviceNow = (): Device => deviceFromQueries((query) => window.matchMedia(query).matches)
const noDevice = (): Device | null => null

/**
 * The disclosure pattern: a button with aria-expanded and aria-controls shows and hides the panel after it.
 *
 * Until the script knows the device, CSS shows or hides the panel per device (see deviceClasses.ts), so the
 * server's HTML already looks right; the island then takes over with the same state, so the page neither
 * flashes nor shifts. A first click sets the state the visitor chose from then on.
 */
export function Disclosure({
  openOn,
  trigger,
  triggerClassName,
  headingLevel: Heading,
  panelClassName = '',
  children,
}: DisclosureProps) {
  const device = useSyncExternalStore(noUpdates, deviceNow, noDevice)
  const [toggled, setToggled] = useState<boolean | null>(null)
  const id = useId()
  const panelId = `${id}-panel`
  const open = toggled ?? (device ? isOpenByDefault(openOn, device) : null)

  const known = open !== null
  const button = (
    <button
      type="button"
      aria-expanded={known ? open : undefined}
      aria-controls={panelId}
      onClick={() => setToggled(!open)}
      className={triggerClassName}
    >
      {trigger}
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 20 20"
        className={`size-5 shrink-0 transition-transform motion-reduce:transition-none ${
          known ? (open ? 'rotate-180' : '') : openChevronClasses(openOn)
        }`}
      >
        <path d="m5 7.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  )
  return (
    <>
      {Heading ? <Heading className="text-lg font-semibold">{button}</Heading> : button}
      <div
        id={panelId}
        hidden={open === false}
        className={`${known ? '' : closedPanelClasses(openOn)} ${panelClassName}`.trim() || undefined}
      >
        {children}
      </div>
    </>
  )
}
