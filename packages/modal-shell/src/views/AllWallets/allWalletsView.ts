import { lazyView } from '../lazyView.js'

/**
 * The wallet grid, loaded with its first show (Connect asks for it ahead), in the chunk of the
 * other core views Connect's first paint does not need (one chunk: one request, and a host
 * bundler splits the code they share with the page once).
 */
export const allWallets = lazyView('AllWallets', () =>
  import('../lateViews.js').then((m) => m.AllWallets),
)
