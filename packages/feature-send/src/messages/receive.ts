/**
 * Receive's English messages (namespace `receive`, the feature's id): its views, toasts and the
 * labels its descriptor declares. Apart from Send's, so Receive's chunk carries only these; the
 * keys differ from Send's (`receive.*`) as both share a locale's chunk (`src/locales/<locale>.ts`).
 */
export const receiveMessages = {
  'view.WalletReceive': 'Receive',
  'view.WalletCompatibleNetworks': 'Compatible networks',
  'action.receive': 'Receive',
  'receive.accountNotFound': 'Account not found',
  'receive.addressCopied': 'Address copied',
  'receive.copyFailed': 'Failed to copy the address',
  'receive.oneNetwork': 'Only receive assets on this network',
  'receive.manyNetworks': 'Only receive assets on these networks',
  /** The address chip's name: what it shows first (its name, or 4…6; WCAG 2.5.3), then what it does. */
  'receive.copyChip': '{name}: copy address {address}',
  'receive.qrCode': 'QR code of the address {address}',
  'receive.copyAddress': 'Copy address',
  'receive.networksWarning':
    'Only send assets on these networks to this address: assets sent on another network may be lost.',
} as const

declare module '@gangway/core' {
  interface MessageCatalogues {
    receive: typeof receiveMessages
  }
}
