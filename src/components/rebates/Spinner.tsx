/** A spinner with a sentence, announced politely; the wheel stands still for visitors who prefer less motion. */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center gap-3 text-ink">
      <span
        aria-hidden="true"
        className="inline-block size-6 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700 motion-reduce:animate-none"
      />
      <span>{label}</span>
    </div>
  )
}
