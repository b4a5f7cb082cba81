import type { Block, SelectField } from 'payload'

import { appearanceField } from '../../_core/shared/appearance'

/** One network's flag: its button shows when the flag is '1' (Show), as the content model stores it. */
const flag = (name: string, label: string): SelectField => ({
  name,
  label,
  type: 'select',
  defaultValue: '0',
  options: [
    { label: 'Show', value: '1' },
    { label: 'Hide', value: '0' },
  ],
  admin: { width: '20%' },
})

export const ShareButtons: Block = {
  slug: 'shareButtons',
  // Short table names: PostgreSQL caps identifiers at 63 characters.
  dbName: 'share_btns',
  interfaceName: 'ShareButtonsBlock',
  labels: { singular: 'Share buttons', plural: 'Share buttons' },
  admin: { group: 'Marketing' },
  fields: [
    {
      name: 'title',
      type: 'text',
      defaultValue: 'Share this page',
      admin: {
        description:
          'Shown before the buttons; empty for none. The buttons share this page’s address and title. Choose Show for each network to offer.',
      },
    },
    {
      type: 'row',
      fields: [
        flag('facebook', 'Facebook'),
        flag('twitter', 'X (Twitter)'),
        flag('linkedin', 'LinkedIn'),
        flag('whatsapp', 'WhatsApp'),
        flag('email', 'Email'),
      ],
    },
    appearanceField(),
  ],
}
