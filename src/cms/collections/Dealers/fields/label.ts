const ACRONYMS = new Set(['id', 'url', 'guid', 'tcs', 'nate'])

/**
 * An admin label from a Dealer-record field name, which follows the provider's spelling
 * (companyID, dealer_guid, financeURL): "Company ID", "Dealer GUID", "Finance URL".
 */
export function fieldLabel(name: string): string {
  const words = name
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(' ')
    .filter(Boolean)
  return words
    .map((w, i) => {
      const lower = w.toLowerCase()
      if (ACRONYMS.has(lower)) return lower.toUpperCase()
      return i === 0 ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower
    })
    .join(' ')
}
