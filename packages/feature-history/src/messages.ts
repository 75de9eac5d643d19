/**
 * The Activity tab's English messages (namespace `history`, the feature's id): the source every
 * locale's chunk in `src/locales/` translates. `tab.*` and `view.*` are the labels the descriptor
 * declares, with exactly its English.
 */
export const historyMessages = {
  'tab.Activity': 'Activity',
  'view.Transactions': 'Transactions',
  connectToSee: 'Connect a wallet to see its activity.',
  loading: 'Loading activity…',
  empty: 'No activity yet',
  list: 'Transactions',
  recent: 'Recent activity',
  viewAll: 'View all',
  loadOlder: 'Load older transactions',
  loadingOlder: 'Loading older transactions…',
  /** Spec §8: the toast and the inline error when the history cannot be read. */
  fetchFailed: 'Failed to fetch transactions',
  retry: 'Retry',
  justNow: 'just now',
  from: 'from {name}',
  to: 'to {name}',
  view: 'View',
  viewOn: 'View transaction on {explorer}',
  explorer: 'explorer',
  // Past-tense titles of the operation types the data API sends (Zerion's list).
  'type.send': 'Sent',
  'type.receive': 'Received',
  'type.trade': 'Swapped',
  'type.mint': 'Minted',
  'type.burn': 'Burned',
  'type.approve': 'Approved',
  'type.deploy': 'Deployed',
  'type.execute': 'Executed',
  'type.deposit': 'Deposited',
  'type.withdraw': 'Withdrawn',
  'type.borrow': 'Borrowed',
  'type.repay': 'Repaid',
  'type.claim': 'Claimed',
  'type.stake': 'Staked',
  'type.unstake': 'Unstaked',
  'type.cancel': 'Cancelled',
  'type.unknown': 'Transaction',
  'status.confirmed': 'Confirmed',
  'status.failed': 'Failed',
  'status.pending': 'Pending',
  'status.unknown': 'Unknown',
} as const

// Also declared beside the descriptor (historyFeature.ts): a host's types reach that file, not
// this one.
declare module '@gangway/core' {
  interface MessageCatalogues {
    history: typeof historyMessages
  }
}
