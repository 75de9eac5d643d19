import { encode } from 'uqr'

/**
 * The QR code of a pairing URI as rows of dark (`true`) and light modules, with no quiet zone
 * (the view draws its own margin). Error correction M: a WalletConnect URI stays a small code.
 *
 * @example
 * const rows = qrMatrix('wc:abc@2?relay-protocol=irn&symKey=…')
 * rows.length // modules per side
 */
export function qrMatrix(uri: string): boolean[][] {
  return encode(uri, { ecc: 'M', border: 0 }).data
}
