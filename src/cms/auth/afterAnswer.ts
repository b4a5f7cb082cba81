const KEY = Symbol.for('brand-site.after-answer')
const holder = globalThis as typeof globalThis & { [KEY]?: Set<Promise<void>> }
const pending = () => (holder[KEY] ??= new Set())

/**
 * Runs work a request starts but does not wait for, once its handler has returned its answer: the timer fires
 * only after the answer has been handed back. The work reports its own failures; one it lets through is passed
 * to onError.
 */
export function afterAnswer(work: () => Promise<void>, onError: (error: unknown) => void): void {
  const run: Promise<void> = new Promise<void>((resolve) => setTimeout(resolve, 0))
    .then(work)
    .catch(onError)
    .finally(() => pending().delete(run))
  pending().add(run)
}

/** Resolves once the work started so far, and any work it started in turn, has ended. */
export async function workAfterAnswersDone(): Promise<void> {
  while (pending().size > 0) await Promise.allSettled([...pending()])
}
