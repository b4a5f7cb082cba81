import { ZipBox } from './ZipBox.client'

/** The zip box on every page, under the header: a visitor can set their area from anywhere (spec §2). */
export function HeaderZipBar() {
  return (
    <div className="border-b border-line bg-surface">
      <div className="container-page flex flex-wrap items-center justify-end gap-x-3 gap-y-1 py-2">
        <p className="text-sm font-semibold text-ink">Find a local dealer</p>
        <ZipBox size="compact" formLabel="Find a local dealer" />
      </div>
    </div>
  )
}
