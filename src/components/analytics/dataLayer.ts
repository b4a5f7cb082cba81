import { parsePostalCode } from '@/domain/geo/postalCode'

/**
 * Pushes to the tag manager's `window.dataLayer`. Only a form id and a zip code ever leave: the data type
 * admits no other key (an object carrying a name or an e-mail does not compile), and the push copies those
 * two fields alone, so nothing personal reaches analytics even from untyped code.
 */
export type DataLayerEvent = 'dealer_form_open' | 'dealer_form_success' | 'ecorebates-search'

export type DataLayerData = { form_id: string; zipcode?: string }

/** Any key beyond form_id and zipcode turns into `never`, which no value satisfies. */
type OnlyAllowedKeys<D> = D & Record<Exclude<keyof D, keyof DataLayerData>, never>

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

const FORM_ID = /^[\w-]{1,64}$/

export function pushDataLayer<D extends DataLayerData>(
  event: DataLayerEvent,
  data: OnlyAllowedKeys<D>,
): void {
  if (typeof window === 'undefined') return
  const entry: { event: DataLayerEvent; form_id: string; zipcode?: string } = {
    event,
    form_id: FORM_ID.test(data.form_id) ? data.form_id : 'unknown',
  }
  // Only a value that is a zip or postal code is sent, in its canonical form.
  const zip = data.zipcode === undefined ? null : parsePostalCode(data.zipcode)
  if (zip) entry.zipcode = zip.display
  window.dataLayer ??= []
  window.dataLayer.push(entry)
}
