/**
 * Whether the wallet-list emulator serves a wallet's image as PNG or SVG: about one wallet in
 * eight gets an SVG (`image/svg+xml`), decided by its `image_id`.
 *
 * @example
 * walletImageType(wallet.image_id) // 'png' | 'svg'
 */
export function walletImageType(imageId: string): 'png' | 'svg' {
  return Number.parseInt(imageId.slice(0, 2), 16) % 8 === 0 ? 'svg' : 'png'
}
