'use client'

import { useMediaQuery } from '@/components/ui/useMediaQuery'
import { TABS_SLIDER_WIDE_QUERY } from '@/domain/carousel/sliders'

import { RotatingTabs, type RotatingTab, type RotationWords } from './RotatingTabs.client'

type Props = {
  tabs: RotatingTab[]
  labelledBy: string
  /** Milliseconds between automatic moves, or null when the tabs change only by hand. */
  autoSlideMs: number | null
  words: RotationWords
}

/** The tabs layout, from 769 px: it moves by itself only while it is the layout shown. */
export function WideTabs({ tabs, labelledBy, autoSlideMs, words }: Props) {
  const wide = useMediaQuery(TABS_SLIDER_WIDE_QUERY, false)
  return (
    <RotatingTabs tabs={tabs} labelledBy={labelledBy} autoSlideMs={wide ? autoSlideMs : null} words={words} />
  )
}
