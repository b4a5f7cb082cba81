import type { Block } from 'payload'

import { Buttons } from './Buttons/config'
import { Heading } from './Heading/config'
import { Html } from './Html/config'
import { Image } from './Image/config'
import { List } from './List/config'
import { Paragraph } from './Paragraph/config'
import { Quote } from './Quote/config'
import { Separator } from './Separator/config'
import { Table } from './Table/config'

/** The nine blocks that hold no other blocks; any container may use them. Order = editor menu order. */
export const leafBlocks: Block[] = [Heading, Paragraph, Image, Buttons, List, Quote, Table, Separator, Html]
