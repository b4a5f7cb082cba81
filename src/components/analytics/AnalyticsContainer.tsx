/** A tag-manager container id such as GTM-ABC123; anything else is not loaded. */
const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com'

/**
 * Loads the tag manager only when the site settings name a container: with none, the site sends no request
 * to it and `window.dataLayer` pushes stay in the page. Plain script elements (React hoists the async one into
 * the head) rather than next/script, whose loader would otherwise ride in every page's first-load JavaScript.
 */
export function AnalyticsContainer({ containerId }: { containerId?: string | null }) {
  const id = containerId?.trim()
  if (!id || !CONTAINER_ID.test(id)) return null
  return (
    <>
      <script
        id="tag-manager-init"
        dangerouslySetInnerHTML={{
          __html: `window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});`,
        }}
      />
      <script id="tag-manager" async src={`${TAG_MANAGER_ORIGIN}/gtm.js?id=${id}`} />
    </>
  )
}
