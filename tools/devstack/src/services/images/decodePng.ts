import { inflateSync } from 'node:zlib'

/** What {@link decodePng} reads from a PNG file. */
export type DecodedPng = {
  width: number
  height: number
  bitDepth: number
  colorType: number
  chunks: { type: string; length: number }[]
  /** The inflated IDAT stream (a filter byte before each row). */
  raw: Uint8Array
}

/**
 * Reads a PNG's structure, for tests that must know an answer is a real PNG: checks the
 * signature, walks the chunks (throws on a truncated one), reads IHDR and inflates IDAT.
 *
 * @example
 * const { width, height } = decodePng(new Uint8Array(await response.arrayBuffer()))
 */
export function decodePng(png: Uint8Array): DecodedPng {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (png.length < 8 || signature.some((byte, i) => png[i] !== byte))
    throw new Error('decodePng: not a PNG (signature)')
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength)
  const chunks: DecodedPng['chunks'] = []
  const idat: Uint8Array[] = []
  let header: DataView | undefined
  let offset = 8
  while (offset < png.length) {
    if (offset + 12 > png.length) throw new Error('decodePng: truncated chunk')
    const length = view.getUint32(offset)
    if (offset + 12 + length > png.length) throw new Error('decodePng: truncated chunk')
    const type = String.fromCharCode(...png.subarray(offset + 4, offset + 8))
    const data = png.subarray(offset + 8, offset + 8 + length)
    if (type === 'IHDR') header = new DataView(data.buffer, data.byteOffset, data.byteLength)
    if (type === 'IDAT') idat.push(data)
    chunks.push({ type, length })
    offset += 12 + length
  }
  if (chunks[0]?.type !== 'IHDR' || !header) throw new Error('decodePng: IHDR must come first')
  return {
    width: header.getUint32(0),
    height: header.getUint32(4),
    bitDepth: header.getUint8(8),
    colorType: header.getUint8(9),
    chunks,
    raw: new Uint8Array(inflateSync(Buffer.concat(idat))),
  }
}
