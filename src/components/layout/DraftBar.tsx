/**
 * Shown above a page while a signed-in staff member previews its draft, so a draft is never mistaken for the
 * published page. Exit preview returns to the published version of the same page.
 */
export function DraftBar({ path }: { path: string }) {
  return (
    <section aria-label="Draft preview" className="border-b border-amber-300 bg-amber-100 text-ink">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3 text-sm">
        <p>
          <strong className="font-semibold">You are previewing a draft.</strong> Visitors see the published page.
        </p>
        <a
          href={`/next/exit-preview?path=${encodeURIComponent(path)}`}
          className="rounded-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          Exit preview
        </a>
      </div>
    </section>
  )
}
