import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { css as kitTokensCss } from '../components/TokenList/styles.js'
import { css as nftCss } from '../views/Account/Nfts/styles.js'
import { css as tokensCss } from '../views/Account/Tokens/styles.js'
import { css as walletConnectCss } from '../views/ConnectingWalletConnect/styles.js'
import { styleText } from './injectStyles.js'
import { css } from './styles.js'
import { useViewStyles } from './useViewStyles.js'

function View({ name, sheet }: { name: string; sheet: string }) {
  useViewStyles(name, sheet)
  return null
}

describe('useViewStyles', () => {
  it("adds a lazy view's sheet once, after the main sheet", () => {
    const first = render(<View name="test" sheet="[data-gw-root] .x{color:red}" />)
    render(<View name="test" sheet="[data-gw-root] .x{color:red}" />)
    // Adopted in order: base, modal, then the view's; once.
    const sheets = document.adoptedStyleSheets.map((s) => s.cssRules[0]?.cssText ?? '')
    expect(sheets).toHaveLength(3)
    expect(sheets[0]).toContain('--gw-accent')
    expect(sheets[1]).toContain('.gw-layer')
    expect(sheets[2]).toContain('.x')
    expect(styleText(document, 'gangway-styles-test')).toBe('[data-gw-root] .x{color:red}')
    first.unmount()
    expect(document.adoptedStyleSheets).toHaveLength(3)
  })

  it('moved rules are scoped under the root attribute and no longer in the main sheet', () => {
    for (const sheet of [kitTokensCss, tokensCss, nftCss, walletConnectCss]) {
      for (const rule of sheet.split('\n')) {
        expect(rule).toMatch(/^\[data-gw-root\] /)
        expect(css).not.toContain(rule)
      }
    }
    expect(css).not.toContain('.gw-token')
    expect(css).not.toContain('.gw-nft')
    expect(css).not.toContain('.gw-qr')
  })
})
