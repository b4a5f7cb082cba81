import type React from 'react'

import type { HeadingBlock } from '@/payload-types'

import { TEXT_ALIGN } from '../../_core/shared/alignment'

// A clear size step between levels; larger screens get the display sizes.
const SIZE: Record<HeadingBlock['level'], string> = {
  h1: 'text-4xl font-bold tracking-tight sm:text-5xl',
  h2: 'text-3xl font-bold tracking-tight sm:text-4xl',
  h3: 'text-2xl font-semibold sm:text-3xl',
  h4: 'text-xl font-semibold',
  h5: 'text-lg font-semibold',
  h6: 'text-base font-semibold uppercase tracking-wide',
}

export const HeadingComponent: React.FC<HeadingBlock> = ({ text, level, alignment, anchor }) => {
  const Tag = level
  // No alignment set: inherit, so a heading in a centred group is centred too.
  const classes = `scroll-mt-24 text-balance leading-tight ${SIZE[level]}${alignment ? ` ${TEXT_ALIGN[alignment]}` : ''}`
  return (
    <Tag id={anchor || undefined} className={classes}>
      {text}
    </Tag>
  )
}
