import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { withModal } from '../../test/fixtures.js'
import { AmountInput } from './AmountInput.js'
import { sanitizeAmount } from './sanitizeAmount.js'

afterEach(cleanup)

const THOUSANDS = 'No thousands separators: type 1000 (a point or a comma only for decimals: 1.5)'
const EXPONENT = 'Type the amount in plain digits: 1e18 is not accepted'
const DIGITS = 'Only digits and one decimal point'

/** A form holding the amount the way a feature does: a string in state. */
function Form({ decimals, onAmount }: { decimals?: number; onAmount?: (v: string) => void }) {
  const [amount, setAmount] = useState('')
  return (
    <AmountInput
      label="Amount to send"
      value={amount}
      decimals={decimals}
      onChange={(v) => {
        onAmount?.(v)
        setAmount(v)
      }}
    />
  )
}

const field = () => screen.getByRole('textbox', { name: 'Amount to send' }) as HTMLInputElement
/** Sets the field's text as typing or pasting does, and returns what it then shows. */
const edit = (text: string) => {
  fireEvent.change(field(), { target: { value: text } })
  return field().value
}

/** A field whose value the page sets from outside, as a Max button does. */
function Outside() {
  const [amount, setAmount] = useState('1,5')
  return (
    <>
      <AmountInput label="Amount to send" value={amount} onChange={setAmount} />
      <button type="button" onClick={() => setAmount('0.999')}>
        Max
      </button>
    </>
  )
}

describe('AmountInput', () => {
  it('is a labelled decimal field that starts empty', () => {
    render(<Form />, withModal())
    expect(field().inputMode).toBe('decimal')
    expect(field().type).toBe('text')
    expect(field().value).toBe('')
  })

  it('takes digits and one decimal point, and gives a string (never a float)', () => {
    const onAmount = vi.fn()
    render(<Form onAmount={onAmount} />, withModal())
    expect(edit('1')).toBe('1')
    expect(edit('1.')).toBe('1.')
    expect(edit('1.50')).toBe('1.50')
    expect(onAmount).toHaveBeenLastCalledWith('1.50')
    expect(edit('0.1000000000000000000001')).toBe('0.1000000000000000000001')
  })

  it('letters, a second point, signs and exponents: kept as typed, marked invalid, said, never read as an amount', () => {
    const onAmount = vi.fn()
    render(<Form onAmount={onAmount} />, withModal())
    edit('12.5')
    for (const text of [
      '12.5a',
      'a12.5',
      '12.5.',
      '12..5',
      '-12.5',
      '+12.5',
      '1e18',
      '0x10',
      '∞',
    ]) {
      expect(edit(text)).toBe(text)
      expect(onAmount).toHaveBeenLastCalledWith(text)
      expect(sanitizeAmount(text)).toBeUndefined()
      expect(field().getAttribute('aria-invalid')).toBe('true')
      expect(screen.getByRole('alert').textContent).not.toBe('')
    }
  })

  it('handles a paste: trims spaces, takes a decimal comma (shown as typed), marks text invalid', () => {
    const onAmount = vi.fn()
    render(<Form onAmount={onAmount} />, withModal())
    expect(edit('  0.25\n')).toBe('0.25')
    expect(edit('3,75')).toBe('3,75')
    expect(onAmount).toHaveBeenLastCalledWith('3.75')
    expect(edit('send 5 ETH')).toBe('send 5 ETH')
    expect(onAmount).toHaveBeenLastCalledWith('send 5 ETH')
    expect(screen.getByRole('alert').textContent).toBe(DIGITS)
  })

  // Issue 36 §3 "hostile input": '1,000' was read as 1 (the comma taken as the decimal point).
  it("'1,000' is never read as 1: kept as typed, marked invalid, with how to type it, typed or pasted", () => {
    const onAmount = vi.fn()
    render(<Form onAmount={onAmount} />, withModal())
    expect(edit('1,000')).toBe('1,000')
    expect(onAmount).toHaveBeenLastCalledWith('1,000') // no amount: the form says Incorrect value
    expect(screen.getByRole('alert').textContent).toBe(THOUSANDS)
    expect(field().getAttribute('aria-invalid')).toBe('true')
    expect(field().getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id)
    for (const pasted of ['12,345', '1,000,000', '1,234.5', '1.234,5']) {
      expect(edit(pasted)).toBe(pasted)
      expect(screen.getByRole('alert').textContent).toBe(THOUSANDS)
    }
    expect(onAmount.mock.calls.flat()).not.toContain('1')
    expect(onAmount.mock.calls.flat()).not.toContain('1.000')
    // Typed a key at a time: '1,00' is 1.00 so far; the third 0 makes it '1,000', not 1.000.
    for (const typed of ['', '1', '1,', '1,0', '1,00']) edit(typed)
    expect(onAmount).toHaveBeenLastCalledWith('1.00')
    expect(edit('1,000')).toBe('1,000')
    expect(onAmount).toHaveBeenLastCalledWith('1,000')
    expect(screen.getByRole('alert').textContent).toBe(THOUSANDS)
    // A decimal comma that cannot be grouping is read: 0,125 and 1,5 and 1,0001.
    expect(edit('0,125')).toBe('0,125')
    expect(onAmount).toHaveBeenLastCalledWith('0.125')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(edit('1,0001')).toBe('1,0001')
    expect(onAmount).toHaveBeenLastCalledWith('1.0001')
    expect(edit('1000')).toBe('1000')
    expect(onAmount).toHaveBeenLastCalledWith('1000')
  })

  it("'1e18' is kept as typed and marked invalid with a visible message, never rewritten into '118'", () => {
    const onAmount = vi.fn()
    render(<Form onAmount={onAmount} />, withModal())
    // A key at a time, as a visitor types it.
    for (const typed of ['1', '1e', '1e1', '1e18']) expect(edit(typed)).toBe(typed)
    expect(screen.getByRole('alert').textContent).toBe(EXPONENT)
    for (const text of ['1E18', '2.5e-3']) {
      expect(edit(text)).toBe(text)
      expect(screen.getByRole('alert').textContent).toBe(EXPONENT)
    }
    expect(onAmount.mock.calls.flat()).not.toContain('118')
    expect(onAmount).toHaveBeenLastCalledWith('2.5e-3')
    // An amount again makes the message go.
    expect(edit('12')).toBe('12')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(field().getAttribute('aria-invalid')).toBeNull()
  })

  it('says why other text is no amount; a decimal more than the token has is refused, with why', () => {
    render(<Form decimals={2} />, withModal())
    expect(edit('-5')).toBe('-5')
    expect(screen.getByRole('alert').textContent).toBe(DIGITS)
    expect(edit('5')).toBe('5')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(edit('5.123')).toBe('5')
    expect(screen.getByRole('alert').textContent).toBe('At most 2 decimals for this token')
  })

  it('a value set from outside (Max) shows as given', () => {
    render(<Outside />, withModal())
    fireEvent.click(screen.getByRole('button', { name: 'Max' }))
    expect(field().value).toBe('0.999')
  })

  it('keeps leading zeros sensible', () => {
    render(<Form />, withModal())
    expect(edit('0')).toBe('0')
    expect(edit('00')).toBe('0')
    expect(edit('007')).toBe('7')
    expect(edit('00.50')).toBe('0.50')
    expect(edit('.5')).toBe('0.5')
    expect(edit('0.000')).toBe('0.000')
    expect(edit('')).toBe('')
  })

  it("says why in the modal's locale: German, with the token's decimals (issue 36 §1)", async () => {
    const { modal, wrapper } = withModal()
    await act(() => modal.setLocale('de'))
    render(<Form decimals={2} />, { wrapper })
    expect(edit('1e18')).toBe('1e18')
    expect(screen.getByRole('alert').textContent).toBe(
      'Geben Sie den Betrag in einfachen Ziffern ein: 1e18 wird nicht akzeptiert',
    )
    expect(edit('1,000')).toBe('1,000')
    expect(screen.getByRole('alert').textContent).toBe(
      'Keine Tausendertrennzeichen: Geben Sie 1000 ein (Punkt oder Komma nur für Dezimalstellen: 1,5)',
    )
    expect(edit('-5')).toBe('-5')
    expect(screen.getByRole('alert').textContent).toBe('Nur Ziffern und ein Dezimaltrennzeichen')
    expect(edit('5')).toBe('5')
    expect(edit('5.123')).toBe('5')
    expect(screen.getByRole('alert').textContent).toBe(
      'Höchstens 2 Dezimalstellen für diesen Token',
    )
  })

  it('one decimal is said in the singular; a token without decimals says so', () => {
    const { wrapper } = withModal()
    const { unmount } = render(<Form decimals={1} />, { wrapper })
    expect(edit('5.12')).toBe('')
    expect(screen.getByRole('alert').textContent).toBe('At most 1 decimal for this token')
    unmount()
    render(<Form decimals={0} />, { wrapper })
    expect(edit('5.1')).toBe('')
    expect(screen.getByRole('alert').textContent).toBe('This token has no decimals')
  })

  it('refuses more fraction digits than the token has', () => {
    render(<Form decimals={2} />, withModal())
    expect(edit('1.23')).toBe('1.23')
    expect(edit('1.234')).toBe('1.23')
  })
})

describe('sanitizeAmount', () => {
  it.each([
    ['', ''],
    ['.', '0.'],
    ['0,', '0.'],
    ['010.010', '10.010'],
    ['1,5', '1.5'],
    ['0,125', '0.125'],
    ['1,0001', '1.0001'],
  ])('%j → %j', (raw, out) => expect(sanitizeAmount(raw)).toBe(out))

  it.each(['1,000', '12,345', '1,000,000', '1,234.5', '1.234,5', '1e18', '1E5', '-1', '0x10'])(
    '%j is refused (never read as another number)',
    (raw) => expect(sanitizeAmount(raw)).toBeUndefined(),
  )

  it('refuses any point when the token has no decimals', () => {
    expect(sanitizeAmount('5', 0)).toBe('5')
    expect(sanitizeAmount('5.', 0)).toBeUndefined()
  })
})
