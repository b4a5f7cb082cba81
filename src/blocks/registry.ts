import type React from 'react'

import { ButtonsComponent } from './Buttons/Component'
import { ColumnsComponent } from './Columns/Component'
import { GroupComponent } from './Group/Component'
import { HeadingComponent } from './Heading/Component'
import { HtmlComponent } from './Html/Component'
import { ImageComponent } from './Image/Component'
import { ListComponent } from './List/Component'
import { ParagraphComponent } from './Paragraph/Component'
import { QuoteComponent } from './Quote/Component'
import { SeparatorComponent } from './Separator/Component'
import { TableComponent } from './Table/Component'
import type { BlockByType, BlockType } from './types'

/**
 * One component per generated block type. The mapped type makes a block config without a
 * component (or a component with the wrong props) a compile error once types are regenerated.
 */
export type BlockRegistry = { [K in BlockType]: React.FC<BlockByType[K]> }

// A missing or mismatched entry is reported here, e.g. "Property 'table' is missing".
const createRegistry = (): BlockRegistry => ({
  buttons: ButtonsComponent,
  columns: ColumnsComponent,
  group: GroupComponent,
  heading: HeadingComponent,
  html: HtmlComponent,
  image: ImageComponent,
  list: ListComponent,
  paragraph: ParagraphComponent,
  quote: QuoteComponent,
  separator: SeparatorComponent,
  table: TableComponent,
})

let registry: BlockRegistry | undefined

/**
 * Built on first use, not at import: Columns and Group render their children through RenderBlocks,
 * which imports this file, so an eager map could read a component before its module has run.
 */
export function blockRegistry(): BlockRegistry {
  registry ??= createRegistry()
  return registry
}

/** True when a component exists for this name (content may hold blocks this code no longer knows). */
export function isBlockType(name: unknown): name is BlockType {
  return typeof name === 'string' && Object.hasOwn(blockRegistry(), name)
}
