import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AmountInput } from './AmountInput.js'
import { sanitizeAmount } from './sanitizeAmount.js'

afterEach(cleanup)

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

  it('handles a paste: trims spaces, takes a decimal comma, refuses text', () => {
    render(<Form />)
    expect(edit('  0.25\n')).toBe('0.25')
    expect(edit('3,75')).toBe('3.75')
    expect(edit('1,234.5')).toBe('3.75')
    expect(edit('send 5 ETH')).toBe('3.75')
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
  ])('%j → %j', (raw, out) => expect(sanitizeAmount(raw)).toBe(out))

  it('refuses any point when the token has no decimals', () => {
    expect(sanitizeAmount('5', 0)).toBe('5')
    expect(sanitizeAmount('5.', 0)).toBeUndefined()
  })
})
