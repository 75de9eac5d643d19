import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { withModal } from '../../test/fixtures.js'
import { WalletListItem } from './WalletListItem.js'

// Issue 20: names from wallets are rendered isolated, so a right-to-left name cannot reorder
// the text around it.
describe('WalletListItem', () => {
  it('renders the wallet name in a <bdi>', () => {
    const { container } = render(
      <ul>
        <WalletListItem id="w" name="ארנק Wallet" onClick={() => {}} />
      </ul>,
      withModal(),
    )
    expect(container.querySelector('bdi')?.textContent).toBe('ארנק Wallet')
  })
})
