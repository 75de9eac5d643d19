import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { withModal } from '../../test/fixtures.js'
import { css } from './styles.js'
import { TokenButton } from './TokenButton.js'
import { TokenList } from './TokenList.js'

afterEach(cleanup)

const eth = { id: 'native', name: 'Ether', symbol: 'ETH', detail: '1.5 ETH', value: '$4,500.00' }
const usdc = { id: '0xa0b8', name: 'USD Coin', symbol: 'USDC', detail: '12 USDC' }

describe('TokenList (the kit: the Tokens tab, Send and Swap list tokens with it)', () => {
  it('static rows: name, the line under it and the value, with the test ids the Tokens tab had', () => {
    render(<TokenList aria-label="Tokens" testIdPrefix="gw-token-" rows={[eth, usdc]} />)
    const list = screen.getByRole('list', { name: 'Tokens' })
    // Each starts with its icon's placeholder letter (aria-hidden; no iconUrl here).
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ether1.5 ETH$4,500.00', 'USD Coin12 USDC'])
    const row = screen.getByTestId('gw-token-ETH')
    expect(row.tagName).toBe('LI')
    expect(within(row).getByTestId('gw-token-quantity').textContent).toBe('1.5 ETH')
    expect(within(row).getByTestId('gw-token-value').textContent).toBe('$4,500.00')
    expect(row.querySelector('.gw-token-name')?.textContent).toBe('Ether')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('a long value never runs off the row: cut with an ellipsis, the whole value in its title (issue 36 §3)', () => {
    const huge = '$1,000,000,000,000,000,000,000,000.00'
    const long = { ...eth, value: huge, detail: `${'9'.repeat(40)} ETH` }
    render(<TokenList aria-label="Tokens" testIdPrefix="gw-token-" rows={[long]} />)
    const value = screen.getByTestId('gw-token-value')
    expect(value.textContent).toBe(huge)
    expect(value.title).toBe(huge)
    expect(screen.getByTestId('gw-token-quantity').title).toBe(long.detail)
    expect(css).toMatch(/\.gw-token-value\{[^}]*max-width:[^;}]+[^}]*text-overflow:ellipsis/)
  })

  it('in a right-to-left language the amount and its symbol read "10000 ETH", one left-to-right isolate (issue 36 §3)', () => {
    render(
      <div dir="rtl" lang="ar">
        <TokenList
          aria-label="Tokens"
          testIdPrefix="gw-token-"
          rows={[{ ...eth, detail: '10000 ETH' }]}
        />
      </div>,
    )
    const quantity = screen.getByTestId('gw-token-quantity')
    // An RTL paragraph lays "10000" and "ETH" out right to left ("ETH 10000") unless they are
    // isolated together as left-to-right text, as the Account header's balance is.
    const isolate = quantity.querySelector('bdi')
    expect(isolate?.getAttribute('dir')).toBe('ltr')
    expect(isolate?.textContent).toBe('10000 ETH')
    expect(quantity.textContent).toBe('10000 ETH')
    // The line itself keeps the page's direction: it lines up with the name at the start.
    expect(quantity.hasAttribute('dir')).toBe(false)
  })

  it('rows with onSelect are buttons a keyboard reaches: the current one marked, disabled ones refused', () => {
    const pick = vi.fn()
    render(
      <TokenList
        aria-label="Your tokens"
        testIdPrefix="gw-x-"
        rows={[
          { ...eth, current: true, onSelect: () => pick('ETH') },
          { ...usdc, disabled: true, onSelect: () => pick('USDC') },
        ]}
      />,
    )
    const ether = screen.getByRole('button', { name: /Ether/ })
    expect(ether.getAttribute('aria-current')).toBe('true')
    expect(ether.dataset.testid).toBe('gw-x-ETH')
    fireEvent.click(ether)
    const coin = screen.getByRole('button', { name: /USD Coin/ }) as HTMLButtonElement
    expect(coin.disabled).toBe(true)
    fireEvent.click(coin)
    expect(pick.mock.calls).toEqual([['ETH']])
  })

  it('loading: three hidden skeleton rows in a busy list named for screen readers', () => {
    render(<TokenList loading rows={[eth]} testIdPrefix="" aria-label="Loading tokens" />)
    const list = screen.getByRole('list', { name: 'Loading tokens', hidden: true })
    expect(list.getAttribute('aria-busy')).toBe('true')
    expect(list.querySelectorAll('li[aria-hidden=true]')).toHaveLength(3)
    expect(screen.queryByText('Ether')).toBeNull()
  })
})

describe('TokenButton', () => {
  it('shows the chosen token and names what a press does; "Select token" without one', () => {
    const onClick = vi.fn()
    const { rerender } = render(
      <TokenButton token={undefined} label="Select token" onClick={onClick} data-testid="t" />,
      withModal(),
    )
    expect(screen.getByRole('button', { name: 'Select token' }).textContent).toBe('Select token')
    rerender(
      <TokenButton
        token={{ symbol: 'ETH' }}
        label="Token: ETH. Change token"
        onClick={onClick}
        data-testid="t"
      />,
    )
    const button = screen.getByRole('button', { name: 'Token: ETH. Change token' })
    expect(button.textContent).toBe('ETH') // the placeholder's letter is CSS content, not text (issue 36 §2)
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
    rerender(<TokenButton token={{ symbol: 'ETH' }} label="x" onClick={onClick} disabled />)
    expect((screen.getByRole('button', { name: 'x' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it("says 'Select token' in the modal's locale (issue 36 §1)", async () => {
    const { modal, wrapper } = withModal()
    await act(() => modal.setLocale('de'))
    render(<TokenButton token={undefined} label="Token wählen" onClick={() => {}} />, { wrapper })
    expect(screen.getByRole('button', { name: 'Token wählen' }).textContent).toBe('Token wählen')
  })
})
