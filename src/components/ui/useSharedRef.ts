import { useCallback, type Ref, type RefObject } from 'react'

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value)
  else if (ref) (ref as RefObject<T | null>).current = value
}

/**
 * A stable callback ref for an element a component clones (a dialog's or a tooltip's trigger): it hands the
 * element to `keep` and to the element's own ref, if it had one. Stable, so React does not detach and attach
 * the element on every render.
 */
export function useSharedRef<T>(keep: (node: T | null) => void, own: Ref<T> | undefined) {
  return useCallback(
    (node: T | null) => {
      keep(node)
      assignRef(own, node)
    },
    [keep, own],
  )
}
