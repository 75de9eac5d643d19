/**
 * Whether a wallet is hidden by the host's `excludeWallets` (spec §5: "Excluded wallets (by rdns
 * or case-insensitive name) hidden").
 *
 * @param wallet The wallet's name and rdns.
 * @param excludeWallets rdns values or names to hide.
 * @returns `true` when the wallet must not be listed.
 * @example
 * import { isWalletExcluded } from '@gangway/core/services'
 * isWalletExcluded({ name: 'MetaMask', rdns: 'io.metamask' }, ['metamask']) // true
 */
export function isWalletExcluded(
  wallet: { name: string; rdns?: string | null | undefined },
  excludeWallets: readonly string[] | undefined,
): boolean {
  if (!excludeWallets?.length) return false
  const name = wallet.name.trim().toLowerCase()
  const rdns = wallet.rdns?.trim().toLowerCase()
  return excludeWallets.some((entry) => {
    const e = entry.trim().toLowerCase()
    return e !== '' && (e === name || e === rdns)
  })
}
