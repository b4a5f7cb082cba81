import type React from 'react'

import type { ParagraphBlock } from '@/payload-types'

import { RichTextContent } from '../../_core/shared/richText/RichTextContent'

export const ParagraphComponent: React.FC<ParagraphBlock> = ({ content }) => (
  <RichTextContent content={content} />
)
