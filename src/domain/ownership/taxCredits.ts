import type { EfficiencyMetric } from './constants'

/** A rating as people write it: 12.5 stays 12.5, 14.0 becomes 14. */
const number = (value: number): string => String(Number(value.toFixed(2)))

/**
 * One certificate requirement in plain words. Ratings are minimums ('14 SEER or higher'); the circulating fan
 * is a maximum share of the furnace's energy ('Uses at most 2% of the furnace's total energy').
 */
export function requirementText(metric: EfficiencyMetric, value: number): string {
  if (!Number.isFinite(value)) return ''
  if (metric === 'fanEnergy') return `Uses at most ${number(value)}% of the furnace’s total energy`
  return `${number(value)} ${metric} or higher`
}
