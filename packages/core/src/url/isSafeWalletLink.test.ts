import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSafeWalletLink } from './isSafeWalletLink.js'

// Found in the security review: a scheme deny-list let search-ms:, ms-officecmd:, intent: and x-safari-https: through,
// and an http: web link sends the pairing key (the WalletConnect URI) in clear text.

const refused = [
  // scripts and local data
  'javascript:alert(1)//wc',
  'JAVASCRIPT:alert(1)',
  'data:text/html,<script>1</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://x.app/uuid',
  'about:blank',
  'filesystem:https://x.app/temporary/a',
  'view-source:https://x.app',
  // OS and browser handlers (crafted cases from review)
  'search-ms:query=wallet&crumb=location:\\\\evil.example\\share',
  'search:query=x',
  'ms-officecmd:{"id":1}',
  'ms-msdt:/id PCWDiagnostic',
  'ms-settings:privacy',
  'intent://wc#Intent;scheme=https;package=com.evil;end',
  'x-safari-https://evil.example/wc',
  'x-web-search://?wallet',
  'microsoft-edge:https://evil.example',
  'googlechrome://evil.example',
  'firefox:https://evil.example',
  'shell:startup',
  'mailto:a@b.example',
  'tel:+100',
  'sms:+100',
  'facetime:a@b.example',
  'itms-services://?action=download-manifest&url=https://evil.example/a.plist',
  'market://details?id=com.evil',
  'ftp://evil.example/wc',
  'ws://evil.example',
  'c:/windows/system32/calc.exe',
  // web links: https only, with a host and no user info
  'http://x.app/wc?uri=wc:abc',
  'http://localhost/wc',
  'https://',
  'https://user:pass@x.app/wc',
  'https://x.app@evil.example/wc',
  // hidden characters browsers drop while parsing
  'java\tscript:alert(1)',
  'foo://x\\y',
  'foo://x\ny',
  ' rainbow://wc',
  'rainbow://wc\u0000',
  '1foo://x',
  '',
  'rainbow',
]

const allowed = [
  'rainbow://wc?uri=a',
  'metamask://wc?uri=a',
  'ledgerlive:wc?uri=a',
  'trust://wc?uri=a',
  'zerion://wc',
  'cbwallet://wc?uri=a',
  'https://x.app/wc?uri=a',
  'https://link.trustwallet.com/wc?uri=a',
]

describe('isSafeWalletLink', () => {
  it.each(refused)('refuses %j', (href) => {
    expect(isSafeWalletLink(href)).toBe(false)
    expect(isSafeWalletLink(href, true)).toBe(false)
  })

  it.each(allowed)('allows %j', (href) => {
    expect(isSafeWalletLink(href)).toBe(true)
  })

  it('web-only (web app links) allows https and nothing else', () => {
    expect(isSafeWalletLink('https://x.app/wc', true)).toBe(true)
    expect(isSafeWalletLink('rainbow://wc', true)).toBe(false)
  })

  it('property: any ms-, x-, chrome, edge or web+ scheme is refused', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('ms-', 'x-', 'chrome', 'edge', 'web+', 'microsoft', 'search', 'itms'),
        fc.stringMatching(/^[a-z0-9+.-]{0,12}$/),
        fc.stringMatching(/^[\w/?=&.-]{0,30}$/),
        (prefix, rest, tail) => {
          expect(isSafeWalletLink(`${prefix}${rest}:${tail}`)).toBe(false)
        },
      ),
    )
  })

  it('property: any control character or whitespace anywhere is refused', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...allowed),
        fc.nat(),
        fc.constantFrom('\t', '\n', '\r', ' ', '\u0000', '\u001f', '\u007f', '\u0085', '\\'),
        (href, at, bad) => {
          const i = at % (href.length + 1)
          expect(isSafeWalletLink(href.slice(0, i) + bad + href.slice(i))).toBe(false)
        },
      ),
    )
  })
})
