/** At most this many network icons on Receive's "compatible networks" line. */
export const MAX_NETWORK_ICONS = 5

/** Texts of the Receive views (kept apart from Send's, so Receive's chunk carries only these). */
export const RECEIVE_MESSAGES = {
  accountNotFound: 'Account not found',
  addressCopied: 'Address copied',
  copyFailed: 'Failed to copy the address',
  oneNetwork: 'Only receive assets on this network',
  manyNetworks: 'Only receive assets on these networks',
} as const
