import type { ChangeEvent } from 'react'
import { sanitizeAmount } from './sanitizeAmount.js'

/** Props of {@link AmountInput}. */
export type AmountInputProps = {
  /** The amount as typed: a decimal string ('', '0.', '12.50'), never a float. */
  value: string
  /** Called with the new decimal string after each accepted edit. */
  onChange: (value: string) => void
  /** The field's accessible name ("Amount to send"). */
  label: string
  /** At most this many digits after the point (the token's decimals). */
  decimals?: number | undefined
  placeholder?: string | undefined
  disabled?: boolean | undefined
  /** `aria-invalid`, for a value the form refuses (e.g. above the balance). */
  invalid?: boolean | undefined
  id?: string | undefined
  'data-testid'?: string | undefined
}

/**
 * A controlled amount field (spec §5 send rules): digits and one decimal point only; letters, a
 * second point, signs and exponents are refused as typed or pasted, and the field keeps its
 * value. The value stays a string end to end, so no amount ever goes through a float: parse it
 * with core's `parseUnits` when it is sent. Decimal keyboard on phones (`inputMode="decimal"`).
 *
 * @example
 * import { AmountInput } from '@gangway/modal-shell/kit'
 * const [amount, setAmount] = useState('')
 * <AmountInput label="Amount to send" value={amount} onChange={setAmount} decimals={18} />
 */
export function AmountInput({
  value,
  onChange,
  label,
  decimals,
  placeholder = '0',
  disabled,
  invalid,
  id,
  'data-testid': testId,
}: AmountInputProps) {
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const next = sanitizeAmount(event.target.value, decimals)
    // Refused: React puts the controlled value back.
    if (next !== undefined && next !== value) onChange(next)
  }
  return (
    <input
      id={id}
      className="gw-input gw-amount"
      type="text"
      inputMode="decimal"
      autoComplete="off"
      autoCorrect="off"
      spellCheck={false}
      aria-label={label}
      aria-invalid={invalid || undefined}
      placeholder={placeholder}
      disabled={disabled}
      value={value}
      onChange={change}
      data-testid={testId}
    />
  )
}
