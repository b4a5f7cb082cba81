import type { Block } from 'payload'

import { ProductComparison } from './ProductComparison/config'
import { ProductSelector } from './ProductSelector/config'

/** This area's page-level blocks (wired into the page layout by _core/contentBlocks.ts). Order = menu order. */
export const productContentBlocks: Block[] = [ProductComparison, ProductSelector]
