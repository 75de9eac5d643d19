import type * as WalletService from './walletService.js'

// Module-level on purpose: the code chunk is the same for every modal (like the runtime's
// import() cache), not state of an engine; nothing to release on destroy.
let loading: Promise<typeof WalletService> | undefined

/** The wallet service's code once it has loaded (for a synchronous peek in a render). */
export let walletService: typeof WalletService | undefined

/** Loads the services' clients once per page (see walletService.ts); a failed load is retried. */
export function loadWalletService(): Promise<typeof WalletService> {
  loading ??= import('./walletService.js').then(
    (m) => {
      walletService = m
      return m
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}
