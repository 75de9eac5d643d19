import {
  formatUsd,
  Img,
  matchesSearch,
  SearchInput,
  TokenList,
  type TokenListRow,
  useLocale,
  useT,
  useViewStyles,
  type ViewProps,
} from '@gangway/modal-shell/kit'
import { useId, useState } from 'react'
import { MAX_SUGGESTED } from '../../constants.js'
import { balanceToBaseUnits, goBack } from '../../internal/core.js'
import { swapMessages } from '../../messages.js'
import { selectToken } from '../../swap/actions.js'
import { displayAmount, usdValue } from '../../swap/maths.js'
import type { SwapToken } from '../../swap/swapStore.js'
import { useSwap } from '../../swap/useSwap.js'
import { css } from '../styles.js'

/**
 * SwapSelectToken: search by symbol, name or address; "Your tokens" (held, with balance and USD
 * value) first, then up to 8 suggested chips and every other token the service swaps here. The
 * tokens already chosen are shown disabled.
 */
export function SwapSelectToken({ data }: ViewProps) {
  useViewStyles('feature-swap', css)
  const t = useT('swap', swapMessages)
  const { locale } = useLocale()
  const { engine, swap } = useSwap()
  const [search, setSearch] = useState('')
  const yoursId = useId()
  const othersId = useId()
  const side = data?.side === 'to' ? 'to' : 'from'
  const chosen = new Set([swap.from?.caip10, swap.to?.caip10].filter(Boolean))
  const held = (t: SwapToken) => balanceToBaseUnits(t.balance, t.decimals) > 0n
  // Its symbol, name or address (contract or CAIP-10).
  const matching = swap.tokens.filter((t) => matchesSearch(search, t.symbol, t.name, t.caip10))
  const yours = matching.filter(held)
  const others = matching.filter((t) => !held(t))
  const suggested = swap.tokens.slice(0, MAX_SUGGESTED)
  const pick = (token: SwapToken) => {
    selectToken(engine, side, token)
    goBack(engine)
  }
  const row = (token: SwapToken, withBalance: boolean): TokenListRow => {
    const usd = withBalance ? usdValue(token.balance ?? '0', token.price) : undefined
    return {
      id: token.caip10,
      name: token.name,
      symbol: token.symbol,
      iconUrl: token.iconUrl,
      detail: withBalance
        ? `${displayAmount(token.balance ?? '0', 4, locale)} ${token.symbol}`
        : token.symbol,
      // A held token without a price is worth an unknown amount, not nothing (issue 36 §3).
      value: usd ? formatUsd(usd, locale) : withBalance ? '—' : undefined,
      disabled: chosen.has(token.caip10),
      current: swap[side]?.caip10 === token.caip10,
      onSelect: () => pick(token),
    }
  }
  return (
    <div className="gw-stack" data-testid="gw-view-SwapSelectToken">
      <SearchInput
        placeholder={t('searchPlaceholder')}
        label={t('searchLabel')}
        value={search}
        onChange={setSearch}
        data-testid="gw-swap-token-search"
      />
      {!search && suggested.length > 0 && (
        <ul className="gw-swap-chips" aria-label={t('suggestedTokens')}>
          {suggested.map((token) => (
            <li key={token.caip10}>
              <button
                type="button"
                className="gw-swap-chip"
                disabled={chosen.has(token.caip10)}
                data-testid={`gw-swap-suggested-${token.symbol}`}
                onClick={() => pick(token)}
              >
                <Img src={token.iconUrl} name={token.symbol} size={20} />
                {token.symbol}
              </button>
            </li>
          ))}
        </ul>
      )}
      {matching.length === 0 && (
        <p className="gw-muted gw-center" data-testid="gw-swap-tokens-empty">
          {t('noTokensMatch')}
        </p>
      )}
      {yours.length > 0 && (
        <>
          <h3 className="gw-swap-label" id={yoursId}>
            {t('yourTokens')}
          </h3>
          <TokenList
            aria-labelledby={yoursId}
            data-testid="gw-swap-your-tokens"
            testIdPrefix="gw-swap-token-"
            rows={yours.map((token) => row(token, true))}
          />
        </>
      )}
      {others.length > 0 && (
        <>
          <h3 className="gw-swap-label" id={othersId}>
            {t('tokens')}
          </h3>
          <TokenList
            aria-labelledby={othersId}
            testIdPrefix="gw-swap-token-"
            rows={others.map((token) => row(token, false))}
          />
        </>
      )}
    </div>
  )
}
