import { type JSXConvertersFunction, RichText } from '@payloadcms/richtext-lexical/react'

import type { ParagraphBlock } from '@/payload-types'

import { PROSE } from '../styles'
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

type Props = { content: ParagraphBlock['content'] }

/** Editor-written rich text as the site shows it: Payload's rendering, with every link checked. */
export function RichTextContent({ content }: Props) {
  return <RichText data={content} converters={converters} className={PROSE} />
}
