import { HvacBasicsNavComponent } from './HvacBasicsNav/Component'
import { RelatedArticlesComponent } from './RelatedArticles/Component'

/** This area's block components by block type (spread into _core/registry.ts). */
export const learnComponents = {
  relatedArticles: RelatedArticlesComponent,
  hvacBasicsNav: HvacBasicsNavComponent,
}
