import { type ChangeEvent, useId, useState } from 'react'
import { useT } from '../../hooks/useT.js'
import { kitMessages } from '../../messages/kit.js'
import { ROOT as R, useViewStyles } from '../../theme/useViewStyles.js'
import { type AmountProblem, readAmount } from './sanitizeAmount.js'

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
 * A controlled amount field (spec §5 send rules): digits and one decimal separator. What is no
 * amount (an exponent '1e18', thousands separators '1,000', letters, signs) is kept as typed,
 * marked invalid (`aria-invalid`) and said under the field in the locale shown (`role="alert"`,
 * `aria-describedby`), and passed on as typed so the form's rules refuse it ('Incorrect value'):
 * never rewritten into another number ('1e18' typed a key at a time is not '118', '1,000' is not
 * 1; issue 36 §3). A decimal more than the token has is refused as typed, with why. A decimal comma ('1,5') is read as the point and stays shown as typed. The value
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
  const t = useT('shell', kitMessages)
  const problemId = useId()
  // Text that is no amount ('1e18', '1,000'), kept as typed with why, while `value` is still it.
  const [kept, setKept] = useState<{ text: string; problem: AmountProblem }>()
  // A keystroke refused (a decimal too many): the field keeps its value and says why.
  const [refused, setRefused] = useState<AmountProblem>()
  // The visitor's decimal separator: a comma typed stays a comma on screen.
  const [comma, setComma] = useState(false)
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value
    const read = readAmount(raw, decimals)
    if ('problem' in read) {
      // React puts the controlled value back.
      if (read.problem === 'decimals') return setRefused(read.problem)
      setRefused(undefined)
      setKept({ text: raw, problem: read.problem })
      // Passed on as typed: no rule reads it as an amount ('Incorrect value'), nor as another one.
      if (raw.trim() !== value) onChange(raw.trim())
      return
    }
    setKept(undefined)
    setRefused(undefined)
    setComma(read.comma)
    if (read.value !== value) onChange(read.value)
  }
  // A value set from outside (Max, a reset) replaces what was kept.
  const keptNow = kept && kept.text.trim() === value ? kept : undefined
  const why = keptNow?.problem ?? refused
  // Said when shown, so a new locale says it again.
  const problem =
    why === undefined
      ? undefined
      : why !== 'decimals'
        ? t(`amount.${why}`)
        : decimals
          ? t('amount.decimals', { count: decimals })
          : t('amount.noDecimals')
  const shown = keptNow ? keptNow.text : comma ? value.replace('.', ',') : value
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
