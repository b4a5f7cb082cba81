import type { Server } from 'node:http'

export type ShutdownOptions = {
  /** The longest the requests in flight get to finish before the process exits anyway. */
  graceMs: number
  /** Called first: readiness turns to 503, so the load balancer sends no new visitors. */
  onStopping?: () => void
  /** Called once no request is left (or the grace is over), before the exit: close connections of one's own. */
  onClosed?: () => Promise<void>
  exit?: (code: number) => void
  log?: (message: string) => void
}

/**
 * Stops an instance without dropping a request, for a rolling restart: readiness answers 503 at once, the
 * listening socket closes (a new connection goes to another instance), idle keep-alive connections close, and a
 * connection busy with a request closes once its answer is sent. When the
 * last request has ended, or after `graceMs`, whatever is left is cut and the process exits.
 */
export function gracefulShutdown(server: Server, options: ShutdownOptions): () => Promise<void> {
  const { graceMs, onStopping, onClosed, exit = (code) => process.exit(code), log = console.log } = options
  let started: Promise<void> | undefined
  return () => {
    started ??= new Promise<void>((resolve) => {
      onStopping?.()
      log(`▸ Stopping: finishing the requests in flight (at most ${Math.round(graceMs / 1000)} s)`)
      let finished = false
      const finish = (code: number) => {
        if (finished) return
        finished = true
        const closed = onClosed ? onClosed().catch(() => {}) : Promise.resolve()
        void closed.then(() => {
          resolve()
          exit(code)
        })
      }
      // A keep-alive connection whose request ends is idle from then on: closed within a tenth of a second
      // rather than held open until its keep-alive time runs out.
      const sweep = setInterval(() => server.closeIdleConnections(), 100)
      sweep.unref()
      const timer = setTimeout(() => {
        log('▸ Stopping: grace period over, closing what is left')
        clearInterval(sweep)
        server.closeAllConnections()
        finish(0)
      }, graceMs)
      timer.unref()
      server.close(() => {
        clearTimeout(timer)
        clearInterval(sweep)
        finish(0)
      })
      server.closeIdleConnections()
    })
    return started
  }
}
