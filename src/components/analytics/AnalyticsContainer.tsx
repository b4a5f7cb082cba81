import Script from 'next/script'

/** A tag-manager container id such as GTM-ABC123; anything else is not loaded. */
const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com'

/**
 * Loads the tag manager only when the site settings name a container: with none, the site sends no request
 * to it and `window.dataLayer` pushes stay in the page.
 */
export function AnalyticsContainer({ containerId }: { containerId?: string | null }) {
  const id = containerId?.trim()
  if (!id || !CONTAINER_ID.test(id)) return null
  return (
    <>
      <Script id="tag-manager-init" strategy="afterInteractive">
        {`window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});`}
      </Script>
      <Script id="tag-manager" strategy="afterInteractive" src={`${TAG_MANAGER_ORIGIN}/gtm.js?id=${id}`} />
    </>
  )
}
