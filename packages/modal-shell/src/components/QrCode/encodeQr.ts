import { encode } from 'uqr'

/**
 * The QR code of `value` as rows of dark (`true`) and light modules, no quiet zone. Error
 * correction M. Only `QrCode` imports this module, with `import()`: the encoder is a chunk of its
 * own, fetched the first time a code is drawn.
 */
export function encodeQr(value: string): boolean[][] {
  return encode(value, { ecc: 'M', border: 0 }).data
}
