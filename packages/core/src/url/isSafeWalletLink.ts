/** A URL scheme as RFC 3986 writes it, at the start of the link. */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i
// Whitespace, control characters (C0, DEL, C1) and backslashes: browsers drop or rewrite some of
// them while parsing, which is how `java\tscript:` slips past a check.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to refuse them
const HIDDEN = /[\s\u0000-\u001f\u007f-\u009f\\]/

/**
 * Schemes the operating system or the browser handles itself (or that run code, read local data
 * or leave the web), never a wallet app's: `http` (web links are https only), script and local
 * ones, mail, phone and store handlers, and Windows, Android and Safari handlers.
 */
const OS_SCHEMES =
  /^(http|javascript|vbscript|data|file|blob|about|filesystem|view-source|jar|resource|content|shell|search|mailto|tel|sms|mms|facetime(-audio)?|callto|sip|sips|skype|market|intent|maps|ftp|ftps|sftp|ssh|telnet|smb|nfs|afp|ws|wss|irc|news|nntp|ldap|cid|mid|geo|urn|feed|android-app)$/
/** Scheme families of OS and browser handlers (`ms-officecmd`, `x-safari-https`, `itms-services`…). */
const OS_SCHEME_PREFIX =
  /^(ms-|x-|chrome|edge|microsoft|firefox|opera|safari|googlechrome|moz-|web\+|search|itms|apple|android|windows|onenote)/

/**
 * Whether a wallet link may be opened: an allow-list rule, not a deny-list.
 *
 * - **Web links** (`https:` only): parsed with `new URL`, a host and no user info. An `http:`
 *   link would send the pairing key in clear text; a web app link (`webOnly`) must be one.
 * - **Deep links** (a wallet's own app scheme, `rainbow://`, `ledgerlive:`): the scheme is
 *   `[a-z][a-z0-9+.-]*`, at least 3 characters (never a Windows drive letter), and not a scheme
 *   the OS or browser handles (`OS_SCHEMES`, `OS_SCHEME_PREFIX`: `search-ms:`, `ms-officecmd:`,
 *   `intent:`, `x-safari-https:`, `mailto:`…). `buildWalletLink` also requires the final link to
 *   keep the scheme the wallet entry declared.
 * - Nowhere whitespace, control characters or backslashes.
 *
 * @param webOnly - only web links (a wallet's `webapp_link`).
 * @example
 * import { isSafeWalletLink } from '@gangway/core/internal'
 * isSafeWalletLink('rainbow://wc?uri=wc%3A…') // true
 * isSafeWalletLink('search-ms:query=x') // false
 * isSafeWalletLink('http://x.app/wc') // false
 */
/* @__NO_SIDE_EFFECTS__ */
export function isSafeWalletLink(href: string, webOnly = false): boolean {
  if (typeof href !== 'string' || HIDDEN.test(href)) return false
  const scheme = SCHEME.exec(href)?.[1]?.toLowerCase()
  if (!scheme) return false
  if (scheme === 'https') {
    try {
      const url = new URL(href)
      return url.protocol === 'https:' && url.host !== '' && !url.username && !url.password
    } catch {
      return false
    }
  }
  return (
    !webOnly && scheme.length >= 3 && !OS_SCHEMES.test(scheme) && !OS_SCHEME_PREFIX.test(scheme)
  )
}
