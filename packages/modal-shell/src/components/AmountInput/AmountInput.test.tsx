import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
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

describe('AmountInput', () => {
  it('is a labelled decimal field that starts empty', () => {
    render(<Form />)
    expect(field().inputMode).toBe('decimal')
    expect(field().type).toBe('text')
    expect(field().value).toBe('')
  })

  it('takes digits and one decimal point, and gives a string (never a float)', () => {
    const onAmount = vi.fn()
    render(<Form onAmount={onAmount} />)
    expect(edit('1')).toBe('1')
    expect(edit('1.')).toBe('1.')
    expect(edit('1.50')).toBe('1.50')
    expect(onAmount).toHaveBeenLastCalledWith('1.50')
    expect(edit('0.1000000000000000000001')).toBe('0.1000000000000000000001')
  })

  it('refuses letters, a second point, signs and exponents, keeping the value', () => {
    const onAmount = vi.fn()
    render(<Form onAmount={onAmount} />)
    edit('12.5')
    onAmount.mockClear()
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
      expect(edit(text)).toBe('12.5')
    }
    expect(onAmount).not.toHaveBeenCalled()
  })

  it('handles a paste: trims spaces, takes a decimal comma (kept as typed), refuses text', () => {
    const onAmount = vi.fn()
    render(<Form onAmount={onAmount} />)
    expect(edit('  0.25\n')).toBe('0.25')
    expect(edit('3,75')).toBe('3,75')
    expect(onAmount).toHaveBeenLastCalledWith('3.75')
    expect(edit('1,234.5')).toBe('3,75')
    expect(edit('send 5 ETH')).toBe('3,75')
    expect(onAmount).toHaveBeenLastCalledWith('3.75')
  })

  // Issue 36 §3 "hostile input": '1,000' was read as 1 (the comma taken as the decimal point).
  it("'1,000' is never read as 1: refused with a message saying how to type it, typed or pasted", () => {
    const onAmount = vi.fn()
    render(<Form onAmount={onAmount} />)
    expect(edit('1,000')).toBe('')
    expect(onAmount).not.toHaveBeenCalled()
    expect(screen.getByRole('alert').textContent).toBe(THOUSANDS)
    expect(field().getAttribute('aria-invalid')).toBe('true')
    expect(field().getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id)
    for (const pasted of ['12,345', '1,000,000', '1,234.5', '1.234,5'])
      expect(edit(pasted)).toBe('')
    expect(onAmount).not.toHaveBeenCalled()
    // Typed a key at a time: '1,00' is 1.00 so far; the third 0 makes it '1,000', refused.
    for (const typed of ['1', '1,', '1,0', '1,00']) edit(typed)
    expect(onAmount).toHaveBeenLastCalledWith('1.00')
    expect(edit('1,000')).toBe('1,00')
    expect(onAmount).not.toHaveBeenLastCalledWith('1.000')
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

  it("'1e18' is refused with a visible message, never rewritten into '118'", () => {
    const onAmount = vi.fn()
    render(<Form onAmount={onAmount} />)
    edit('1')
    for (const text of ['1e18', '1E18', '1e', '2.5e-3']) {
      expect(edit(text)).toBe('1')
      expect(screen.getByRole('alert').textContent).toBe(EXPONENT)
    }
    expect(onAmount).not.toHaveBeenCalledWith('118')
    expect(onAmount).toHaveBeenCalledTimes(1)
    // Typing on makes the message go.
    expect(edit('12')).toBe('12')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(field().getAttribute('aria-invalid')).toBeNull()
  })

  it('says why other text is refused, and the cap on decimals', () => {
    render(<Form decimals={2} />)
    edit('5')
    expect(edit('-5')).toBe('5')
    expect(screen.getByRole('alert').textContent).toBe(DIGITS)
    expect(edit('5.123')).toBe('5')
    expect(screen.getByRole('alert').textContent).toBe('At most 2 decimals for this token')
  })

  it('a value set from outside (Max) shows as given', () => {
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
    render(<Outside />)
    fireEvent.click(screen.getByRole('button', { name: 'Max' }))
    expect(field().value).toBe('0.999')
  })

  it('keeps leading zeros sensible', () => {
    render(<Form />)
    expect(edit('0')).toBe('0')
    expect(edit('00')).toBe('0')
    expect(edit('007')).toBe('7')
    expect(edit('00.50')).toBe('0.50')
    expect(edit('.5')).toBe('0.5')
    expect(edit('0.000')).toBe('0.000')
    expect(edit('')).toBe('')
  })

  it('refuses more fraction digits than the token has', () => {
    render(<Form decimals={2} />)
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
