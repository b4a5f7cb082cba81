/** Whole US dollars with thousands separators: 5400 → '$5,400'. Cents are rounded away (prices are "from"). */
export function formatUsd(amount: number): string {
  if (!Number.isFinite(amount)) return ''
  const whole = Math.round(Math.abs(amount))
  const digits = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${amount < 0 && whole > 0 ? '-' : ''}$${digits}`
}

/** A cost range in words, '$3,000 to $10,000'; the ends swap when entered the wrong way round. */
export function formatUsdRange(from: number, to: number): string {
  const [low, high] = from <= to ? [from, to] : [to, from]
  return low === high ? formatUsd(low) : `${formatUsd(low)} to ${formatUsd(high)}`
}
