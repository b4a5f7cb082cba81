import { type JSXConvertersFunction, RichText } from '@payloadcms/richtext-lexical/react'
import type React from 'react'

import type { ParagraphBlock } from '@/payload-types'

import { PROSE } from '../../_core/shared/styles'
import { RichTextLink } from './links'

// Payload's default converters, with links replaced so every href is checked and new tabs are announced.
const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  link: ({ node, nodesToJSX }) => (
    <RichTextLink fields={node.fields}>{nodesToJSX({ nodes: node.children })}</RichTextLink>
  ),
  autolink: ({ node, nodesToJSX }) => (
    <RichTextLink fields={node.fields}>{nodesToJSX({ nodes: node.children })}</RichTextLink>
  ),
})

export const ParagraphComponent: React.FC<ParagraphBlock> = ({ content }) => (
  <RichText data={content} converters={converters} className={PROSE} />
)
