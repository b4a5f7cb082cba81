import type { DataTableBlock, ExpandableCardsBlock, TabsBackgroundBlock } from '../../../../payload-types'
import type { DemoImages } from '../../media/imageKeys'
import { richText } from '../richText'

/* The warranty page's comparison table, its cards before registering and its care tabs. */

const closed = { mobile: false, tablet: false, desktop: false }

const row = (...cells: (string | [string, number])[]) => ({
  cells: cells.map((cell) =>
    typeof cell === 'string' ? { text: cell } : { text: cell[0], colSpan: cell[1] },
  ),
})

export const comparison: DataTableBlock = {
  blockType: 'dataTable',
  caption: 'Warranty types compared',
  fixedFirstColumn: true,
  rowHeaders: true,
  headerRows: [
    { cells: [{ text: '' }, { text: 'Coverage', colSpan: 3, background: 'tint' }, { text: '' }] },
    row('Warranty type', 'Usual length', 'Parts', 'Labor', 'How you get it'),
  ],
  bodyRows: [
    row(
      'Base limited',
      '5 years',
      'Covered',
      'Not covered',
      'Applies when a unit is not registered within 60 days',
    ),
    {
      cells: [
        { text: 'Registered limited', background: 'light' },
        { text: '10 years', background: 'light' },
        { text: 'Covered', background: 'light' },
        { text: 'Not covered', background: 'light' },
        { text: 'Register within 60 days of installation', background: 'light' },
      ],
    },
    row('Extended (optional)', ['Set by the plan you buy from your dealer', 3], 'Bought from a dealer'),
  ],
}

export const beforeYouRegister: ExpandableCardsBlock = {
  blockType: 'expandableCards',
  title: 'Before you register',
  cards: [
    {
      title: 'Find the serial number',
      summary: 'It is printed on the rating plate of each unit, indoors and outdoors.',
      more: richText(
        'Look for the label marked “Serial No.” on the side panel of the outdoor unit or inside the furnace door. Register each unit of a system.',
      ),
      openOn: closed,
    },
    {
      title: 'Keep the installation invoice',
      summary: 'It shows the installation date, which starts the 60 days for registering.',
      more: richText('Your dealer can send a copy of the invoice if you cannot find it.'),
      openOn: closed,
    },
    {
      title: 'Ask about extended coverage',
      summary: 'An extended warranty from your dealer can add labor and more years.',
      more: richText(
        'Plans differ between dealers. Compare what each covers and when it starts before you buy.',
      ),
      openOn: closed,
    },
  ],
}

export const care = (images: DemoImages): TabsBackgroundBlock => ({
  blockType: 'tabsBackground',
  section_title: 'Care that keeps your system running',
  tabs: [
    {
      tab_title: 'Air conditioners',
      tab_items:
        'Keep leaves and grass clear of the outdoor unit\nReplace or clean the air filter every three months\nCheck the refrigerant charge and the coil once a year [pro]',
      image: images['slide-air-conditioner'],
    },
    {
      tab_title: 'Furnaces',
      tab_items: 'Keep the area around the furnace clear\nReplace the filter before the heating season',
      items: [{ item: 'Inspect the burners and the heat exchanger every fall', pro: true }],
      image: images['slide-furnace'],
    },
    {
      tab_title: 'Heat pumps',
      tab_items:
        'Keep snow and ice off the outdoor unit\nSet the thermostat to auto so the unit defrosts on its own\nTest the reversing valve and the defrost controls [pro]',
      image: images['slide-heat-pump'],
    },
  ],
})
