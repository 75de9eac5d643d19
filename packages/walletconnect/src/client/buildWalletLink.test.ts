import { describe, expect, it } from 'vitest'
import { buildWalletLink } from './buildWalletLink.js'

const URI = 'wc:abc123@2?relay-protocol=irn&symKey=def456&expiryTimestamp=1711111111'
const ENCODED = encodeURIComponent(URI)
const wallet = (links: { mobile_link?: string; desktop_link?: string; webapp_link?: string }) => ({
  id: 'w',
  name: 'Wally',
  ...links,
})

describe('buildWalletLink', () => {
  it('mobile native scheme: foo:// → foo://wc?uri=<encoded>', () => {
    expect(buildWalletLink(wallet({ mobile_link: 'foo://' }), 'mobile', URI)).toEqual({
      name: 'Wally',
      platform: 'mobile',
      href: `foo://wc?uri=${ENCODED}`,
    })
  })

  it('a scheme written without // still becomes an app link', () => {
    expect(buildWalletLink(wallet({ mobile_link: 'foo:' }), 'mobile', URI)?.href).toBe(
      `foo://wc?uri=${ENCODED}`,
    )
  })

  it('mobile universal link: https://x.app/ → https://x.app/wc?uri=<encoded>', () => {
    expect(buildWalletLink(wallet({ mobile_link: 'https://x.app/' }), 'mobile', URI)?.href).toBe(
      `https://x.app/wc?uri=${ENCODED}`,
    )
    expect(buildWalletLink(wallet({ mobile_link: 'https://x.app' }), 'mobile', URI)?.href).toBe(
      `https://x.app/wc?uri=${ENCODED}`,
    )
  })

  it('desktop uses desktop_link, web uses webapp_link', () => {
    const links = wallet({
      mobile_link: 'mob://',
      desktop_link: 'desk://',
      webapp_link: 'https://app.wally.io',
    })
    expect(buildWalletLink(links, 'desktop', URI)?.href).toBe(`desk://wc?uri=${ENCODED}`)
    expect(buildWalletLink(links, 'web', URI)?.href).toBe(`https://app.wally.io/wc?uri=${ENCODED}`)
  })

  it('the URI is encoded: nothing of it can break out of the query', () => {
    const href = buildWalletLink(wallet({ mobile_link: 'foo://' }), 'mobile', URI)!.href
    expect(href).not.toContain('&symKey')
    expect(new URL(href).searchParams.get('uri')).toBe(URI)
  })

  it.each([
    'javascript:alert(1)//',
    'javascript://%0aalert(1)',
    'JavaScript://x/',
    ' javascript:alert(1)//',
    'java\tscript:alert(1)//',
    'data:text/html,<script>alert(1)</script>',
    'data://text/html;base64,PHNjcmlwdD4=',
    'file:///etc/passwd',
    'vbscript:msgbox(1)',
    'blob:https://x.app/uuid',
    'about:blank',
    '',
  ])('never opens %j', (link) => {
    for (const platform of ['mobile', 'desktop', 'web'] as const) {
      const links = wallet({ mobile_link: link, desktop_link: link, webapp_link: link })
      expect(buildWalletLink(links, platform, URI)).toBeUndefined()
    }
  })

  it('web app links must be http(s)', () => {
    expect(buildWalletLink(wallet({ webapp_link: 'wally://' }), 'web', URI)).toBeUndefined()
  })

  it('no link for the platform: undefined', () => {
    expect(buildWalletLink(wallet({ mobile_link: 'foo://' }), 'desktop', URI)).toBeUndefined()
    expect(
      buildWalletLink({ id: 'w', name: 'W', mobile_link: null }, 'mobile', URI),
    ).toBeUndefined()
  })
})

// Issue 20: the deny-list opened these; an http: web link leaks the pairing key.
describe('buildWalletLink: allow-list of schemes', () => {
  it.each([
    'search-ms:query=x&crumb=location:\\\\evil.example\\s',
    'search-ms://query=x',
    'ms-officecmd:{}',
    'ms-officecmd://x',
    'intent://wc#Intent;scheme=https;package=com.evil;end',
    'x-safari-https://evil.example/',
    'mailto://a@b.example',
    'microsoft-edge:https://evil.example',
    'http://x.app/',
  ])('never opens %j on any platform', (link) => {
    for (const platform of ['mobile', 'desktop', 'web'] as const) {
      const links = wallet({ mobile_link: link, desktop_link: link, webapp_link: link })
      expect(buildWalletLink(links, platform, URI)).toBeUndefined()
    }
  })

  it('web app links are https only', () => {
    expect(buildWalletLink(wallet({ webapp_link: 'http://x.app' }), 'web', URI)).toBeUndefined()
    expect(buildWalletLink(wallet({ webapp_link: 'https://x.app' }), 'web', URI)?.href).toBe(
      `https://x.app/wc?uri=${ENCODED}`,
    )
  })
})
