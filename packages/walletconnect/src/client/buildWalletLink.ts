import { isSafeWalletLink, type WalletLink, type WalletListEntry } from '../internal/core.js'

const SCHEME = /^([a-z][a-z0-9+.-]*):/i

/** `https://x.app` → `https://x.app/wc?uri=…`; `foo://` or `foo:` → `foo://wc?uri=…`. */
function withUri(link: string, uri: string): string {
  let base = link
  if (!/^https?:\/\//i.test(base) && !base.includes('://')) {
    base = `${base.replaceAll('/', '').replaceAll(':', '')}://`
  }
  if (!base.endsWith('/')) base += '/'
  return `${base}wc?uri=${encodeURIComponent(uri)}`
}

/**
 * The link that hands a pairing URI to a wallet from its wallet-list entry: the mobile link
 * (native scheme or universal link), the desktop link, or the web app link (https only), each
 * with `wc?uri=<encoded URI>` appended. Allow-list rule (core's `isSafeWalletLink`): web links are
 * https with a host; a deep link is the wallet's own app scheme, never one the OS or browser
 * handles (`search-ms:`, `ms-officecmd:`, `intent:`, `x-safari-https:`…); and the final link must
 * keep the scheme the entry declared.
 *
 * @returns the link, or `undefined` when the wallet has no safe link for the platform.
 * @example
 * buildWalletLink({ id: 'x', name: 'Rainbow', mobile_link: 'rainbow://' }, 'mobile', uri)
 * // { name: 'Rainbow', platform: 'mobile', href: 'rainbow://wc?uri=wc%3A…' }
 */
export function buildWalletLink(
  wallet: WalletListEntry,
  platform: WalletLink['platform'],
  uri: string,
): WalletLink | undefined {
  const link =
    platform === 'mobile'
      ? wallet.mobile_link
      : platform === 'desktop'
        ? wallet.desktop_link
        : wallet.webapp_link
  if (typeof link !== 'string' || !link) return undefined
  const declared = SCHEME.exec(link)?.[1]?.toLowerCase()
  const href = withUri(link, uri)
  // The link as written is checked too, not only after `withUri` reshaped it.
  const webOnly = platform === 'web'
  if (!isSafeWalletLink(link.includes(':') ? link : `${link}:`, webOnly)) return undefined
  if (!isSafeWalletLink(href, webOnly)) return undefined
  if (declared && SCHEME.exec(href)?.[1]?.toLowerCase() !== declared) return undefined
  return { name: wallet.name, href, platform }
}
