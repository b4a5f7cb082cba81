/** Rebates are shown in whole US dollars (spec §9): $1,250, never $1,250.00 or $1,249.50. */
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  // Both bounds: USD defaults to two digits, and a maximum below the minimum is refused by older engines.
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
})

export function formatRebateAmount(amount: number): string {
  return wholeDollars.format(amount)
}
