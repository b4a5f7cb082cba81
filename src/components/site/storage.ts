/** localStorage that may be switched off or full: reads give null and writes are dropped. */
export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value)
  } catch {
    // Private browsing or a full store: the value lives for this page only.
  }
}
