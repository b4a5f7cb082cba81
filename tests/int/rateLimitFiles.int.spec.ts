import type { Payload } from 'payload'
import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { BudgetSettings } from '@/lib/api/budgets'
import { createRateLimits } from '@/lib/api/rateLimits'
import { createRequestGate } from '@/lib/api/requestGate'
import { staffSessionVerifier } from '@/lib/api/staffSession'

import { call, roomyInFlight, startGateServer, type GateServer } from '../fixtures/gateServer'
import { getTestPayload, testContext } from '../fixtures/payload'

const ALLOWANCE = 10
const settings: BudgetSettings = {
  visitor: { points: ALLOWANCE, durationSeconds: 60 },
  auth: { points: 5, durationSeconds: 60 },
  forms: { points: 5, durationSeconds: 60 },
  staff: { points: 1000, durationSeconds: 60 },
}
const stamp = Date.now()

let payload: Payload
let server: GateServer
/** The addresses of uploaded files as Payload writes them into pages: each image size, and a document. */
let fileUrls: string[]

const pathOfUrl = (url: string | null | undefined): string =>
  new URL(url ?? '/missing', 'http://site').pathname

beforeAll(async () => {
  payload = await getTestPayload()
  const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#31577a' } })
    .png()
    .toBuffer()
  const image = await payload.create({
    collection: 'media',
    data: { alt: 'A heat pump beside a house' },
    file: { data: png, mimetype: 'image/png', name: `budget-${stamp}.png`, size: png.byteLength },
    context: testContext,
  })
  const pdf = await PDFDocument.create()
  pdf.addPage()
  const pdfBytes = Buffer.from(await pdf.save())
  const document = await payload.create({
    collection: 'documents',
    data: { fileTitle: 'Installation guide' },
    file: {
      data: pdfBytes,
      mimetype: 'application/pdf',
      name: `budget-${stamp}.pdf`,
      size: pdfBytes.byteLength,
    },
    context: testContext,
  })
  const sizes = Object.values(image.sizes ?? {}).map((size) => size?.url)
  fileUrls = [image.url, ...sizes, document.url].map(pathOfUrl)

  server = await startGateServer(
    createRequestGate({
      trustedHops: 0,
      limits: createRateLimits(settings),
      staffSession: staffSessionVerifier('rate-limit-files-test-secret-0123456789'),
      inFlight: roomyInFlight(),
    }),
  )
})
afterAll(() => server.close())

describe('file downloads at the edge', () => {
  it('answers every one of 50 downloads back to back from one address, and the /api/* allowance stays whole', async () => {
    expect(fileUrls.length).toBeGreaterThanOrEqual(3)
    const downloads: number[] = []
    for (let i = 0; i < 50; i++) {
      const url = fileUrls[i % fileUrls.length] ?? '/missing'
      downloads.push((await call(server.port, url, { from: '127.0.0.21' })).status)
    }
    expect(downloads).toEqual(Array(50).fill(200))

    const api: number[] = []
    for (let i = 0; i <= ALLOWANCE; i++)
      api.push((await call(server.port, '/api/pages', { from: '127.0.0.21' })).status)
    expect(api).toEqual([...Array(ALLOWANCE).fill(200), 429])
  })
})
