import { lazyModule } from '../utils/lazyModule.js'
import { allWallets } from './AllWallets/allWalletsView.js'
import { lazyView } from './lazyView.js'

// The core views after Connect: their code is one chunk (lateViews.tsx), loaded when one of them
// is first shown or ahead of it (`preloadCoreViews`: the pointer over Connect's list, focus in it,
// the network button's hover).
const late = () => import('./lateViews.js')
export const lateViews = {
  Account: lazyView('Account', () => late().then((m) => m.Account)),
  Networks: lazyView('Networks', () => late().then((m) => m.Networks)),
  UnsupportedChain: lazyView('UnsupportedChain', () => late().then((m) => m.UnsupportedChain)),
  ApproveTransaction: lazyView('ApproveTransaction', () =>
    late().then((m) => m.ApproveTransaction),
  ),
  ConnectingExternal: lazyView('ConnectingExternal', () =>
    late().then((m) => m.ConnectingExternal),
  ),
}

/**
 * Fetches the core views' code that Connect's first paint did not need (one chunk), on a sign the
 * visitor is about to need it (called on every pointer move over Connect's list: after the first
 * call it returns the same promise). @internal
 */
export const preloadCoreViews: () => Promise<unknown> = lazyModule(() =>
  Promise.all([allWallets, ...Object.values(lateViews)].map((v) => v.preload())),
).load
