/**
 * The home form's step-1 topics (spec §9). The values are stable (stored with a lead and sent by the form);
 * the labels are what a visitor reads.
 */
export const TOPICS = [
  { value: 'new-system', label: 'New system' },
  { value: 'repair-system', label: 'Repair system' },
  { value: 'pricing', label: 'Pricing' },
  { value: 'other', label: 'Other' },
] as const

export type Topic = (typeof TOPICS)[number]['value']

export const TOPIC_VALUES = TOPICS.map((t) => t.value) as [Topic, ...Topic[]]

export function topicLabel(value: string): string | undefined {
  return TOPICS.find((t) => t.value === value)?.label
}
