import type { ReactNode } from 'react'

import type { NeedHelpLanguage } from '../../../domain/banners/needHelp'

// Flags need their own colours; they are small and always sit beside the language's written name.
const US_RED = '#b22234'
const US_BLUE = '#3c3b6e'
const STARS = [1.7, 3.5, 5.3].flatMap((y) => [1.6, 3.6, 5.6, 7.6].map((x) => ({ x, y })))

function UnitedStates() {
  return (
    <>
      <rect width="24" height="13" fill={US_RED} />
      {[1, 3, 5, 7, 9, 11].map((y) => (
        <rect key={y} y={y} width="24" height="1" fill="#fff" />
      ))}
      <rect width="10" height="7" fill={US_BLUE} />
      {STARS.map(({ x, y }) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="0.45" fill="#fff" />
      ))}
    </>
  )
}

const FLAGS: Record<NeedHelpLanguage, { viewBox: string; art: ReactNode }> = {
  en: { viewBox: '0 0 24 13', art: <UnitedStates /> },
  es: {
    viewBox: '0 0 3 2',
    art: (
      <>
        <rect width="3" height="2" fill="#aa151b" />
        <rect y="0.5" width="3" height="1" fill="#f1bf00" />
      </>
    ),
  },
  fr: {
    viewBox: '0 0 3 2',
    art: (
      <>
        <rect width="1" height="2" fill="#002654" />
        <rect x="1" width="1" height="2" fill="#fff" />
        <rect x="2" width="1" height="2" fill="#ed2939" />
      </>
    ),
  },
}

/** The language's flag, decorative: the language's name is written beside it. */
export function Flag({ language }: { language: NeedHelpLanguage }) {
  const { viewBox, art } = FLAGS[language]
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      data-flag={language}
      viewBox={viewBox}
      preserveAspectRatio="none"
      className="h-4 w-6 shrink-0 rounded-[2px] ring-1 ring-line"
    >
      {art}
    </svg>
  )
}
