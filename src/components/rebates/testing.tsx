import type { RebateDetailsResponse } from '@/domain/rebates/responseSchemas'
import { dealer } from '@/domain/locator/testDealer'
import type { DealerSearchResponse } from '@/domain/locator/types'

import { jsonAnswer, renderWithSite, searchAnswer } from '../dealer-locator/testing'
import { withSettings } from '../lead-forms/testing'
import { RebateSavings, type RebateSavingsProps } from './RebateSavings.client'

/** Test helpers for the rebate savings island: answers of the services it calls, and the page around it. */

export const NEW_YORK_REBATES: RebateDetailsResponse = {
  area: { cityState: 'New York, NY' },
  productRebateDetails: [
    {
      productCategory: 'Heat pumps',
      maxRebate: { amount: 5000.4 },
      rebatePrograms: [
        {
          id: 1,
          name: 'Demo: Empire State Heat Pump Rebate',
          amountLabel: 'Up to $5,000',
          homeURL: 'http://example.com/empire',
        },
        { id: 2, name: 'Demo: Unsafe Program', amountLabel: '$10', homeURL: 'javascript:alert(1)' },
        { id: 3, name: 'Demo: City Bonus', amountLabel: '$500', homeURL: '/demo/rebate-programs#city-bonus' },
      ],
    },
  ],
}

/** Three dealers; the nearest is the second the service lists. */
export const NEARBY: DealerSearchResponse = searchAnswer('10001', [
  dealer({ id: 701, name: 'Farther Heating', distance: 9.5 }),
  dealer({ id: 702, name: 'Nearest Comfort', distance: 1.2 }),
  dealer({ id: 703, name: 'Third Air', distance: 4 }),
])

type Answer = Response | (() => Response | Promise<Response>)

/** A fetch double routing by path; every call is recorded. */
export function services(routes: { rebates: Answer; dealers?: DealerSearchResponse }) {
  const calls: string[] = []
  const answer = (a: Answer) => (typeof a === 'function' ? a() : a.clone())
  const fetchDouble = async (input: RequestInfo | URL): Promise<Response> => {
    const url = String(input)
    calls.push(url)
    if (url.startsWith('/api/v1/rebates/')) return answer(routes.rebates)
    if (url.startsWith('/api/v1/dealers/locations')) return jsonAnswer(routes.dealers ?? NEARBY)
    if (url.startsWith('/api/v1/geo/postal-area'))
      return jsonAnswer({ code: '10001', city: 'New York', state: 'NY', country: 'US' })
    if (url.startsWith('/api/v1/leads')) return jsonAnswer({ id: 'lead-5' }, 201)
    return jsonAnswer({ error: 'Not found' }, 404)
  }
  return { fetch: fetchDouble, calls }
}

export function renderSavings(over: Partial<RebateSavingsProps> = {}) {
  const props: RebateSavingsProps = {
    brandName: 'Alderline',
    rebatesBase: '/api/v1',
    hideSlider: false,
    dayIndex: 1,
    headingLevel: 'h3',
    ...over,
  }
  return renderWithSite(withSettings(<RebateSavings {...props} />))
}

/** jsdom lacks the layout observers and media queries the carousel and tooltips use; sizes do not matter here. */
export function stubBrowserLayout() {
  class Inert {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return []
    }
  }
  globalThis.ResizeObserver ??= Inert as unknown as typeof ResizeObserver
  globalThis.IntersectionObserver ??= Inert as unknown as typeof IntersectionObserver
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}
