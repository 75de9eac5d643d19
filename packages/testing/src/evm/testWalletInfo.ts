/** EIP-6963 provider info. */
export type TestWalletInfo = {
  uuid: string
  name: string
  /** A data: URI (EIP-6963 requires one). */
  icon: `data:${string}`
  rdns: string
}

const iconSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" rx="24" fill="#0b5fff"/>' +
  '<path d="M20 62h56l-8 12H28z" fill="#fff"/>' +
  '<path d="M46 22v34H26z" fill="#fff" opacity=".9"/>' +
  '<path d="M50 28v28h20z" fill="#fff" opacity=".7"/>' +
  '</svg>'

/** The test wallet's icon: a ship on blue, as an SVG data URI. */
export const testWalletIcon: `data:${string}` = `data:image/svg+xml;base64,${btoa(iconSvg)}`

/** Default name and rdns of the injected test wallet. */
export const testWalletDefaults = {
  name: 'Gangway Test Wallet',
  rdns: 'dev.gangway.testwallet',
} as const

function randomUuid(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function')
    return crypto.randomUUID()
  const hex = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16))
  hex[12] = '4'
  hex[16] = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)
  const s = hex.join('')
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`
}

/** Fills in the defaults (a fresh UUIDv4 per call, as EIP-6963 asks per session). */
export function resolveTestWalletInfo(info: Partial<TestWalletInfo> = {}): TestWalletInfo {
  return {
    uuid: info.uuid ?? randomUuid(),
    name: info.name ?? testWalletDefaults.name,
    icon: info.icon ?? testWalletIcon,
    rdns: info.rdns ?? testWalletDefaults.rdns,
  }
}
