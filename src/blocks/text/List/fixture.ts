import type { ListBlock } from '@/payload-types'

/** The leasing steps as a numbered list, as an editor would fill it in. */
export const listFixture: ListBlock = {
  blockType: 'list',
  ordered: true,
  items: [{ text: 'Apply with a dealer' }, { text: 'Choose your system' }, { text: 'Pay monthly' }],
}
