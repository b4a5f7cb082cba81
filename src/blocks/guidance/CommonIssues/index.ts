import { defineBlock } from '../../_core/defineBlock'

import { CommonIssuesComponent } from './Component'
import { CommonIssues } from './config'

export const commonIssues = defineBlock({
  type: 'commonIssues',
  config: CommonIssues,
  Component: CommonIssuesComponent,
  catalogue: {
    description: 'Common problems that open to their fixes.',
    sketch: 'accordion',
    keywords: ['faq', 'questions', 'troubleshooting', 'problems', 'help', 'accordion'],
  },
  places: ['page'],
})
