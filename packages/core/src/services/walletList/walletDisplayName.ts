/**
 * The name a wallet is shown with. Spec §5: "Connector name 'Trust Wallet' treated as 'Trust'".
 *
 * @param name The wallet's name as reported.
 * @returns The display name.
 * @example
 * import { walletDisplayName } from '@gangway/core/services'
 * walletDisplayName('Trust Wallet') // 'Trust'
 */
export function walletDisplayName(name: string): string {
  return name.trim() === 'Trust Wallet' ? 'Trust' : name
}
