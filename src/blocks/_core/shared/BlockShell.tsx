import type React from 'react'

import type { BlockAppearance } from '@/payload-types'

import { appearanceStyle } from './appearanceClasses'

type Props = { appearance?: BlockAppearance | null; children: React.ReactNode }

/**
 * Applies the shared appearance settings around one block. With nothing set it adds no element,
 * so plain blocks keep clean markup (a Heading stays a direct child of its container).
 */
export function BlockShell({ appearance, children }: Props) {
  const { className, backgroundImage } = appearanceStyle(appearance)
  if (!className && !backgroundImage) return <>{children}</>
  return (
    <div className={className || undefined} style={backgroundImage ? { backgroundImage } : undefined}>
      {children}
    </div>
  )
}
