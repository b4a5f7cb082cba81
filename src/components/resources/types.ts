/** What the dealer resources area shows, as plain values (the block maps its populated relations onto these). */

/** A downloadable file: the specification's document list item (fileTitle, fileLink). */
export type ResourceDocument = { fileTitle: string; fileLink: string }

/** A model family's block in the Technical Docs tab. */
export type FamilyDocuments = { name: string; documents: ResourceDocument[] }

/** One section of the Technical Docs tab; `id` is its anchor (…#air-conditioners). */
export type DocumentSection = { id: string; title: string; families: FamilyDocuments[] }

/** A product image offered for download: `src` is shown, `href` is the full-size file. */
export type ProductImage = {
  src: string
  href: string
  filename: string
  alt: string
  caption: string
  width: number
  height: number
}
