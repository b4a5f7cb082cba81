import { useMessages } from 'next-intl'

import type { CarouselMessages } from '@/components/ui/carouselMessages'

/** The carousel's words in the request's language (the catalogue's `carousel` namespace), for its `words` prop. */
export function useCarouselWords(): CarouselMessages {
  return useMessages().carousel as CarouselMessages
}
