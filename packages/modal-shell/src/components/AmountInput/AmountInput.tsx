import { type ChangeEvent, useId, useState } from 'react'
import { ROOT as R, useViewStyles } from '../../theme/useViewStyles.js'
import { readAmount } from './sanitizeAmount.js'

const css = `${R} .gw-amount-box{display:flex;flex-direction:column;flex:1;min-width:0}
${R} .gw-amount-problem{color:var(--gw-error);font-size:12px;line-height:1.3}`

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
 * A controlled amount field (spec §5 send rules): digits and one decimal separator only;
 * letters, signs, exponents ('1e18'), thousands separators ('1,000') and more decimals than the
 * token has are refused as typed or pasted: the field keeps its value and says why under it
 * (`role="alert"`, `aria-describedby`), never rewriting what was typed into another number
 * (issue 36 §3). A decimal comma ('1,5') is read as the point and stays shown as typed. The value
 * stays a string end to end, so no amount ever goes through a float: parse it with core's
 * `parseUnits` when it is sent. Decimal keyboard on phones (`inputMode="decimal"`).
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
  useViewStyles('kit-amount', css)
  const problemId = useId()
  const [problem, setProblem] = useState<string>()
  // The visitor's decimal separator: a comma typed stays a comma on screen.
  const [comma, setComma] = useState(false)
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const read = readAmount(event.target.value, decimals)
    // Refused: React puts the controlled value back, and the reason shows.
    if ('problem' in read) return setProblem(read.problem)
    setProblem(undefined)
    setComma(read.comma)
    if (read.value !== value) onChange(read.value)
  }
  const shown = comma ? value.replace('.', ',') : value
  return (
    <span className="gw-amount-box">
      <input
        id={id}
        className="gw-input gw-amount"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        aria-label={label}
        aria-invalid={invalid || problem !== undefined || undefined}
        aria-describedby={problem ? problemId : undefined}
        placeholder={placeholder}
        disabled={disabled}
        value={shown}
        onChange={change}
        data-testid={testId}
      />
      {problem && (
        <span
          id={problemId}
          className="gw-amount-problem"
          role="alert"
          data-testid={testId && `${testId}-problem`}
        >
          {problem}
        </span>
      )}
    </span>
  )
}
