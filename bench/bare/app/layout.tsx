import type { ReactNode } from 'react'

/** The baseline of the web benchmark: what Next.js itself ships for a page with no content of ours. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
