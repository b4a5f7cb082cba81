import type { Block } from 'payload'

import { Buttons } from '../navigation/Buttons/config'
import { DealerResources } from '../marketing/DealerResources/config'
import { Heading } from '../text/Heading/config'
import { Html } from '../text/Html/config'
import { Image } from '../media/Image/config'
import { List } from '../text/List/config'
import { Paragraph } from '../text/Paragraph/config'
import { Quote } from '../text/Quote/config'
import { RebateSavings } from '../marketing/RebateSavings/config'
import { Separator } from '../layout/Separator/config'
import { Table } from '../text/Table/config'
import { CardRepeater } from '../marketing/CardRepeater/config'
import { CustomerServiceCard } from '../marketing/CustomerServiceCard/config'
import { FaqList } from '../marketing/FaqList/config'
import { IconTextGrid } from '../marketing/IconTextGrid/config'
import { ShareButtons } from '../marketing/ShareButtons/config'

/** The nine blocks that hold no other blocks; any container may use them. Order = editor menu order. */
export const leafBlocks: Block[] = [Heading, Paragraph, Image, Buttons, List, Quote, Table, Separator, Html, CustomerServiceCard, FaqList, CardRepeater, IconTextGrid, ShareButtons, RebateSavings, DealerResources]
