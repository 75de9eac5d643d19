import { useLocale, useT } from '@gangway/modal-shell/kit'
import { useId, useState } from 'react'
import { MAX_SLIPPAGE, MIN_SLIPPAGE, SLIPPAGE_PRESETS } from '../../constants.js'
import type { Engine } from '../../internal/core.js'
import { swapMessages } from '../../messages.js'
import { setSlippage } from '../../swap/actions.js'
import { displayPercent } from '../../swap/maths.js'

/**
 * Max slippage: presets and a custom whole percent (1–50: the convert service takes an integer
 * percent), remembered for this host. A custom value out of bounds is refused with the bounds named.
 */
export function SlippageSettings({ engine, slippage }: { engine: Engine; slippage: string }) {
  const t = useT('swap', swapMessages)
  const { locale } = useLocale()
  const custom = !(SLIPPAGE_PRESETS as readonly string[]).includes(slippage)
  const [text, setText] = useState(custom ? slippage : '')
  const [invalid, setInvalid] = useState(false)
  const inputId = useId()
  const errorId = useId()
  return (
    <fieldset className="gw-swap-slippage" data-testid="gw-swap-slippage-settings">
      <legend>{t('maxSlippage')}</legend>
      {SLIPPAGE_PRESETS.map((preset) => (
        <button
          key={preset}
          type="button"
          className="gw-swap-preset"
          aria-pressed={slippage === preset}
          data-testid={`gw-swap-slippage-${preset}`}
          onClick={() => {
            setSlippage(engine, preset)
            setText('')
            setInvalid(false)
          }}
        >
          {displayPercent(preset, locale)}
        </button>
      ))}
      <label className="gw-swap-label" htmlFor={inputId}>
        {t('customSlippage')}
      </label>
      <input
        id={inputId}
        className="gw-input"
        inputMode="numeric"
        placeholder="5"
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        data-testid="gw-swap-slippage-custom"
        onChange={(event) => {
          const value = event.target.value.trim()
          setText(value)
          if (value === '') return setInvalid(false)
          setInvalid(!setSlippage(engine, value))
        }}
      />
      {invalid && (
        <p className="gw-err" id={errorId} role="alert">
          {t('slippageBounds', { min: MIN_SLIPPAGE, max: MAX_SLIPPAGE })}
        </p>
      )}
    </fieldset>
  )
}
