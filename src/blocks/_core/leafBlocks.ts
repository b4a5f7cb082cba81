import type { Block } from 'payload'

import { Buttons } from '../navigation/Buttons/config'
import { Heading } from '../text/Heading/config'
import { Html } from '../text/Html/config'
import { Image } from '../media/Image/config'
import { List } from '../text/List/config'
import { Paragraph } from '../text/Paragraph/config'
import { Quote } from '../text/Quote/config'
import { Separator } from '../layout/Separator/config'
import { Table } from '../text/Table/config'

/** The nine blocks that hold no other blocks; any container may use them. Order = editor menu order. */
export const leafBlocks: Block[] = [Heading, Paragraph, Image, Buttons, List, Quote, Table, Separator, Html]
