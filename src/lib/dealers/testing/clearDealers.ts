import type { Payload } from 'payload'

import { resetDealerIndexStore } from '../indexStore'
import { selectRows, sqlAdapter } from '../sqlAdapter'

/**
 * Empties the dealer tables in bulk (the Local API would take minutes for the demo network) and forgets
 * the in-memory index. Integration specs share one database and run one after another: each dealer spec
 * starts from no dealers, whatever ran before it.
 */
export async function clearAllDealers(payload: Payload): Promise<void> {
  const adapter = sqlAdapter(payload)
  for (const table of ['dealer_reviews', 'dealers_texts', 'dealers_whodis_assigned_numbers', 'dealers']) {
    await selectRows(adapter, `DELETE FROM "${table}"`)
  }
  resetDealerIndexStore()
}
