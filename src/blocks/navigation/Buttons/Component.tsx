import type React from 'react'

import type { ButtonsBlock } from '@/payload-types'

import { ButtonList } from '../../_core/shared/buttons/ButtonList'

export const ButtonsComponent: React.FC<ButtonsBlock> = ({ buttons, alignment }) => (
  <ButtonList buttons={buttons} alignment={alignment} />
)
