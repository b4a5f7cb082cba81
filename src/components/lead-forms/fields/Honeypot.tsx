import type { Ref } from 'react'

/**
 * A field people never see or reach (off screen, out of the tab order, hidden from screen readers) that
 * form-filling robots do fill; the server refuses to store a lead that has it.
 */
export function Honeypot({ inputRef, label }: { inputRef: Ref<HTMLInputElement>; label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input ref={inputRef} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
