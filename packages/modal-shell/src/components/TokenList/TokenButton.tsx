import { useT } from '../../hooks/useT.js'
import { kitMessages } from '../../messages/kit.js'
import { useViewStyles } from '../../theme/useViewStyles.js'
import { Img } from '../Img/Img.js'
import { css } from './styles.js'

/** Props of {@link TokenButton}. */
export type TokenButtonProps = {
  /** The token chosen, or none yet ('Select token'). */
  token: { symbol: string; iconUrl?: string | undefined } | undefined
  /** The accessible name, saying what a press does (e.g. `'Token: ETH. Change token'`). */
  label: string
  onClick: () => void
  disabled?: boolean | undefined
  'data-testid'?: string | undefined
}

/**
 * The round chip beside an amount that shows the chosen token (its icon and symbol) and opens
 * the token picker; 'Select token' (in the locale shown) while none is chosen. Send and Swap share it.
 *
 * @example
 * import { TokenButton } from '@gangway/modal-shell/kit'
 * <TokenButton token={token} label="Select token" onClick={() => push(engine, 'MyPicker')} />
 */
export function TokenButton({ token, label, ...button }: TokenButtonProps) {
  useViewStyles('kit-tokens', css)
  const t = useT('shell', kitMessages)
  return (
    <button type="button" className="gw-token-button" aria-label={label} {...button}>
      {token ? (
        <>
          <Img src={token.iconUrl} name={token.symbol} size={24} />
          {token.symbol}
        </>
      ) : (
        t('selectToken')
      )}
    </button>
  )
}
