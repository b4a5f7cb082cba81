import { env } from '@/config/env'
import { createMapConfigHandler } from '@/lib/map/handlers'

/** What a dealer map needs: its style, the basemap's and worker's addresses, the searched zip's centre (docs/map.md). */
export const GET = createMapConfigHandler(() => ({ styleUrl: env().MAP_STYLE_URL }))
