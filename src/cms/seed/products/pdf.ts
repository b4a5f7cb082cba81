import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'

/** What one demo product sheet shows. */
export type SheetInput = {
  brand: string
  /** e.g. "AC14 Series sell sheet". */
  title: string
  /** e.g. "Sell sheet", shown in the header band. */
  kind: string
  family: string
  category: string
  intro: string
  rows: [label: string, value: string][]
}

// The site's brand colours (globals.css), as pdf-lib colours.
const hex = (value: string) => {
  const n = Number.parseInt(value.slice(1), 16)
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255)
}
const NAVY = hex('#0c2a4d')
const BRAND = hex('#174d8a')
const ACCENT = hex('#c2372b')
const INK = hex('#16202c')
const MUTED = hex('#4b5a6b')
const PALE = hex('#eef4fb')
const SURFACE = hex('#f3f6fa')
const LINE = hex('#d5dde7')
const WHITE = rgb(1, 1, 1)

const WIDTH = 612 // US Letter, in points
const HEIGHT = 792
const MARGIN = 54
const CONTENT = WIDTH - 2 * MARGIN
// Every sheet carries the same dates, so the same input always gives the same file.
const STAMP = new Date('2026-01-01T00:00:00Z')

type Fonts = { regular: PDFFont; bold: PDFFont }

/** Splits text into lines no wider than `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line)
      line = word
    } else line = next
  }
  return line ? [...lines, line] : lines
}

function header(page: PDFPage, fonts: Fonts, input: SheetInput) {
  page.drawRectangle({ x: 0, y: HEIGHT - 96, width: WIDTH, height: 96, color: NAVY })
  page.drawText(input.brand, { x: MARGIN, y: HEIGHT - 50, size: 24, font: fonts.bold, color: WHITE })
  page.drawText(input.kind, { x: MARGIN, y: HEIGHT - 74, size: 12, font: fonts.regular, color: WHITE })
  const label = 'Demo document'
  const labelWidth = fonts.bold.widthOfTextAtSize(label, 11) + 20
  const x = WIDTH - MARGIN - labelWidth
  page.drawRectangle({ x, y: HEIGHT - 62, width: labelWidth, height: 24, color: ACCENT })
  page.drawText(label, { x: x + 10, y: HEIGHT - 54, size: 11, font: fonts.bold, color: WHITE })
}

/** A two-column table with a header row and banded rows; returns the y below it. */
function table(page: PDFPage, fonts: Fonts, rows: SheetInput['rows'], top: number): number {
  const rowHeight = 26
  const firstColumn = 190
  const all: [string, string][] = [['Item', 'Value'], ...rows]
  all.forEach(([label, value], i) => {
    const y = top - (i + 1) * rowHeight
    const fill = i === 0 ? PALE : i % 2 === 0 ? SURFACE : WHITE
    page.drawRectangle({
      x: MARGIN,
      y,
      width: CONTENT,
      height: rowHeight,
      color: fill,
      borderColor: LINE,
      borderWidth: 0.75,
    })
    page.drawLine({
      start: { x: MARGIN + firstColumn, y },
      end: { x: MARGIN + firstColumn, y: y + rowHeight },
      color: LINE,
      thickness: 0.75,
    })
    const font = i === 0 ? fonts.bold : fonts.regular
    page.drawText(label, {
      x: MARGIN + 10,
      y: y + 9,
      size: 11,
      font: fonts.bold,
      color: i === 0 ? NAVY : INK,
    })
    page.drawText(value, {
      x: MARGIN + firstColumn + 10,
      y: y + 9,
      size: 11,
      font,
      color: i === 0 ? NAVY : INK,
    })
  })
  return top - all.length * rowHeight
}

function footer(page: PDFPage, fonts: Fonts, brand: string) {
  page.drawLine({ start: { x: MARGIN, y: 72 }, end: { x: WIDTH - MARGIN, y: 72 }, color: LINE, thickness: 1 })
  const note = `Demo document. ${brand} is a fictional brand; the models and figures in this document are sample data.`
  wrap(note, fonts.regular, 9, CONTENT).forEach((line, i) =>
    page.drawText(line, { x: MARGIN, y: 56 - i * 12, size: 9, font: fonts.regular, color: MUTED }),
  )
}

/** A one-page product sheet: brand band with a 'Demo document' label, title, family, intro and a spec table. */
export async function renderProductSheet(input: SheetInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(input.title)
  doc.setAuthor(input.brand)
  doc.setSubject(`${input.kind}, ${input.family} (demo document)`)
  doc.setCreator(`${input.brand} website`)
  doc.setProducer(`${input.brand} website`)
  doc.setCreationDate(STAMP)
  doc.setModificationDate(STAMP)
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  }
  const page = doc.addPage([WIDTH, HEIGHT])
  header(page, fonts, input)

  let y = HEIGHT - 150
  for (const line of wrap(input.title, fonts.bold, 24, CONTENT)) {
    page.drawText(line, { x: MARGIN, y, size: 24, font: fonts.bold, color: NAVY })
    y -= 30
  }
  const family = `Model family: ${input.family}   |   ${input.category}`
  page.drawText(family, { x: MARGIN, y: y + 4, size: 12, font: fonts.regular, color: BRAND })
  y -= 30
  for (const line of wrap(input.intro, fonts.regular, 12, CONTENT)) {
    page.drawText(line, { x: MARGIN, y, size: 12, font: fonts.regular, color: INK })
    y -= 17
  }
  y -= 20
  page.drawText('Specifications', { x: MARGIN, y, size: 14, font: fonts.bold, color: NAVY })
  table(page, fonts, input.rows, y - 10)
  footer(page, fonts, input.brand)
  // Saved in one go: by default pdf-lib yields to the event loop every 50 objects, which makes a one-page
  // sheet take several times as long during the seed.
  return doc.save({ useObjectStreams: false, objectsPerTick: Infinity })
}
