import { defineBlock } from '../../_core/defineBlock'

import { FaqListComponent } from './Component'
import { FaqList } from './config'

export const faqList = defineBlock({
  type: 'faqList',
  config: FaqList,
  Component: FaqListComponent,
  catalogue: {
    description: 'Questions that open to show their answers.',
    sketch: 'accordion',
    keywords: ['faq', 'questions', 'answers', 'q&a', 'accordion'],
  },
  places: ['page', 'section', 'column', 'group'],
})
