import type { PostCategory } from '../../../../../../domain/learn/posts'

/** One HVAC-basics article as plain text; pages.ts turns it into blocks. */
export type Article = {
  slug: string
  /** Its name in the HVAC basics navigation. */
  label: string
  title: string
  description: string
  intro: string[]
  sections: { heading: string; text: string[]; list?: string[] }[]
  /** Questions worth asking a dealer about the topic. */
  ask: string[]
  /** The blog topic its related-articles block shows (null: the latest posts of any topic). */
  related: PostCategory | null
  /** Says the figures are the demo brand's sample data. */
  demoNote?: boolean
}

export const HVAC_BASICS_PATH = '/resources/getting-started/hvac-basics'
