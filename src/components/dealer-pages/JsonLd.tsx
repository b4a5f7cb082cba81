import { jsonLdText } from '@/domain/dealers/pages/jsonLd'

/** A schema.org description of the page, escaped so no text inside can close the script. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
}
