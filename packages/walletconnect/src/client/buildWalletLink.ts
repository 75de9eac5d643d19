import type { WalletLink, WalletListEntry } from '../internal/core.js'

const SCHEME = /^([a-z][a-z0-9+.-]*):/i
// Whitespace and control characters: browsers drop some of them while parsing, which is how a
// `java\tscript:` link slips past a naive check.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to refuse them
const HIDDEN = /[\s\u0000-\u001f\u007f-\u009f\\]/
const BLOCKED = new Set(['javascript', 'data', 'file', 'vbscript', 'blob', 'about'])
const WEB = new Set(['http', 'https'])

/**
 * Whether a link may be opened: an http(s) URL, or (unless `webOnly`) an app scheme
 * (`[a-z][a-z0-9+.-]*:`) that is not javascript:, data:, file:, vbscript:, blob: or about:, with
 * no whitespace, control characters or backslashes anywhere.
 *
 * @example
 * isSafeHref('rainbow://wc?uri=wc%3A…') // true
 * isSafeHref('javascript:alert(1)//wc?uri=…') // false
 */
export function isSafeHref(href: string, webOnly = false): boolean {
  if (HIDDEN.test(href)) return false
  const scheme = SCHEME.exec(href)?.[1]?.toLowerCase()
  if (!scheme || BLOCKED.has(scheme)) return false
  if (WEB.has(scheme)) {
    try {
      return WEB.has(new URL(href).protocol.slice(0, -1)) && new URL(href).host !== ''
    } catch {
      return false
    }
  }
  return !webOnly
}

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
 * (native scheme or universal link), the desktop link, or the web app link (http(s) only), each
 * with `wc?uri=<encoded URI>` appended. The link as written must not have a blocked scheme, and
 * the final link is checked with {@link isSafeHref}.
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
  // A blocked scheme is refused as written too, not only after `withUri` reshaped it.
  const own = SCHEME.exec(link)?.[1]?.toLowerCase()
  if (own && BLOCKED.has(own)) return undefined
  const href = withUri(link, uri)
  if (!isSafeHref(href, platform === 'web')) return undefined
  return { name: wallet.name, href, platform }
}
