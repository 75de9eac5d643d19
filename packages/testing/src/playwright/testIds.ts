/** The modal's stable test ids (DESIGN.md) the helpers use. */
export const testIds = {
  connectButton: 'gw-connect-button',
  accountButton: 'gw-account-button',
  modal: 'gw-modal',
  wallet: (walletId: string) => `gw-wallet-${walletId}`,
  disconnect: 'gw-disconnect',
} as const
