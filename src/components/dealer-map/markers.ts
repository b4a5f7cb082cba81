import type { MapPin } from '@/domain/map/pins'

// A round badge, not a rotated teardrop: MapLibre places a marker with its transform, and a rotated element
// would turn that offset as well.
const PIN =
  'flex size-8 items-center justify-center rounded-full border-2 border-white bg-brand-700 shadow-md'
const NUMBER = 'text-sm font-bold text-white'

/**
 * A pin's element: a button named '1. Dealer name, 3.2 miles' when pressing it does something (the locator),
 * else a picture with the same name (a dealer's own map). Plain DOM, as MapLibre places markers itself.
 */
export function pinElement(pin: MapPin, onPress?: () => void): HTMLElement {
  const element = document.createElement(onPress ? 'button' : 'div')
  element.className = `${PIN} ${onPress ? 'cursor-pointer focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-600' : ''}`
  element.dataset.pin = String(pin.number)
  element.setAttribute('aria-label', pin.label)
  if (onPress) {
    ;(element as HTMLButtonElement).type = 'button'
    element.addEventListener('click', (event) => {
      event.stopPropagation()
      onPress()
    })
  } else {
    element.setAttribute('role', 'img')
  }
  const number = document.createElement('span')
  number.className = NUMBER
  number.setAttribute('aria-hidden', 'true')
  number.textContent = String(pin.number)
  element.append(number)
  return element
}

/** The searched zip's centre: a dot, for the eye only (the results' summary names the zip). */
export function searchPointElement(): HTMLElement {
  const element = document.createElement('div')
  element.className = 'size-4 rounded-full border-[3px] border-white bg-accent-600 shadow-md'
  element.setAttribute('aria-hidden', 'true')
  element.dataset.searchPoint = ''
  return element
}
