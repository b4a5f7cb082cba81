import { execFile } from 'node:child_process'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { promisify } from 'node:util'

import { z } from 'zod'

const run = promisify(execFile)

type Handler = (req: Request, ctx: undefined) => Promise<Response>

function toRequest(req: IncomingMessage): Request {
  const headers = new Headers()
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2)
    headers.append(req.rawHeaders[i] ?? '', req.rawHeaders[i + 1] ?? '')
  return new Request(`http://127.0.0.1${req.url ?? '/'}`, { method: req.method, headers })
}

async function listen(
  onRequest: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<{ server: Server; url: string }> {
  const server = createServer(onRequest)
  server.keepAliveTimeout = 30_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

/** Writes a web Response to Node's response by piping its body stream, the way Next serves route handlers. */
async function send(response: Response, res: ServerResponse) {
  res.writeHead(response.status, Object.fromEntries(response.headers))
  const reader = response.body?.getReader()
  for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read())
    res.write(chunk.value)
  res.end()
}

/** A plain Node server that hands each request to the route handler, as Next would, but without Next. */
export function serveHandler(handler: Handler) {
  return listen((req, res) => {
    handler(toRequest(req), undefined)
      .then((response) => send(response, res))
      .catch(() => {
        res.writeHead(500)
        res.end()
      })
  })
}

/** The bare baseline: the same status, headers and body, precomputed. */
export function serveFixed(body: string, headers: Record<string, string>) {
  return listen((_req, res) => {
    res.writeHead(200, headers)
    res.end(body)
  })
}

const AutocannonJson = z.object({
  requests: z.object({ average: z.number(), total: z.number() }),
  latency: z.object({ p50: z.number(), p99: z.number() }),
  non2xx: z.number(),
  errors: z.number(),
})
export type LoadResult = z.infer<typeof AutocannonJson>

/** autocannon in its own process, so the load generator does not share the server's event loop. */
export async function load(url: string, seconds: number, connections = 50): Promise<LoadResult> {
  const bin = path.resolve('node_modules/autocannon/autocannon.js')
  const { stdout } = await run(
    process.execPath,
    [bin, '-c', String(connections), '-d', String(seconds), '--json', url],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  )
  return AutocannonJson.parse(JSON.parse(stdout))
}

export const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()))
