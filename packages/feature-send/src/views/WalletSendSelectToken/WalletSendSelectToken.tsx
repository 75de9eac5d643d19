import {
  Button,
  matchesSearch,
  SearchInput,
  Spinner,
  TokenList,
  useLocale,
  useT,
  useViewStyles,
} from '@gangway/modal-shell/kit'
import { useStore } from '@nanostores/react'
import { useEffect, useId, useState } from 'react'
import { formatAmount } from '../../format/localized.js'
import { goBack, push } from '../../internal/core.js'
import { sendMessages } from '../../messages/send.js'
import { selectToken } from '../../send/actions.js'
import { getSendOptions } from '../../send/options.js'
import { formatTokenBalance, loadYourTokens, yourTokens } from '../../send/tokens.js'
import { useSend } from '../../send/useSend.js'
import { css } from '../styles.js'

/**
 * WalletSendSelectToken: a search by name or symbol over "Your tokens" (the account's balances
 * on the active network); the empty state offers Buy when the host has an on-ramp.
 */
export function WalletSendSelectToken() {
  useViewStyles('feature-send', css)
  const { engine, send } = useSend()
  const t = useT('send', sendMessages)
  const { locale } = useLocale()
  const account = useStore(engine.$account)
  useStore(engine.$activeNetwork)
  const [search, setSearch] = useState('')
  const [loading, setLoading] = useState(account?.tokenBalance === undefined)
  const headingId = useId()
  useEffect(() => {
    let live = true
    void loadYourTokens(engine).finally(() => live && setLoading(false))
    return () => {
      live = false
    }
  }, [engine])

  const tokens = yourTokens(engine).filter((t) => matchesSearch(search, t.name, t.symbol))
  const buyView = getSendOptions(engine).buyView
  return (
    <div className="gw-stack" data-testid="gw-view-WalletSendSelectToken">
      <SearchInput
        placeholder={t('searchToken')}
        label={t('searchTokenLabel')}
        value={search}
        onChange={setSearch}
        data-testid="gw-send-token-search"
      />
      <h3 className="gw-send-label" id={headingId}>
        {t('yourTokens')}
      </h3>
      {loading && tokens.length === 0 ? (
        <div className="gw-center" aria-busy="true">
          <Spinner label={t('loadingTokens')} />
        </div>
      ) : tokens.length === 0 ? (
        <div className="gw-center" data-testid="gw-send-tokens-empty">
          <p className="gw-muted">{t(search.trim() ? 'noTokensMatch' : 'noTokens')}</p>
          {buyView && (
            <Button onClick={() => push(engine, buyView)} data-testid="gw-send-buy">
              {t('buy')}
            </Button>
          )}
        </div>
      ) : (
        <TokenList
          aria-labelledby={headingId}
          testIdPrefix="gw-send-token-"
          rows={tokens.map((token) => ({
            id: token.address ?? 'native',
            name: token.name,
            symbol: token.symbol,
            iconUrl: token.iconUrl,
            value: `${formatAmount(formatTokenBalance(token), locale)} ${token.symbol}`,
            current:
              send.token?.symbol === token.symbol &&
              (send.token.address ?? '') === (token.address ?? ''),
            onSelect: () => {
              selectToken(engine, token)
              goBack(engine)
            },
          }))}
        />
      )}
    </div>
  )
}
