import { defineBlock } from '../../_core/defineBlock'

import { PageNavComponent } from './Component'
import { PageNav } from './config'

export const pageNav = defineBlock({
  type: 'pageNav',
  config: PageNav,
  Component: PageNavComponent,
  catalogue: {
    description: 'Links that jump to sections of this page.',
    sketch: 'nav',
    keywords: ['anchor', 'jump links', 'table of contents', 'toc', 'in-page', 'menu'],
  },
  places: ['page'],
})
