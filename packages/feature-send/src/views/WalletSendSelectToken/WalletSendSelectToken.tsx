import {
  Button,
  matchesSearch,
  SearchInput,
  Spinner,
  TokenList,
  useViewStyles,
} from '@gangway/modal-shell/kit'
import { useStore } from '@nanostores/react'
import { useEffect, useId, useState } from 'react'
import { goBack, push } from '../../internal/core.js'
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
        placeholder="Search token"
        label="Search token by name"
        value={search}
        onChange={setSearch}
        data-testid="gw-send-token-search"
      />
      <h3 className="gw-send-label" id={headingId}>
        Your tokens
      </h3>
      {loading && tokens.length === 0 ? (
        <div className="gw-center" aria-busy="true">
          <Spinner label="Loading your tokens" />
        </div>
      ) : tokens.length === 0 ? (
        <div className="gw-center" data-testid="gw-send-tokens-empty">
          <p className="gw-muted">
            {search.trim()
              ? 'No tokens match your search'
              : 'You have no tokens to send on this network'}
          </p>
          {buyView && (
            <Button onClick={() => push(engine, buyView)} data-testid="gw-send-buy">
              Buy
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
            value: `${formatTokenBalance(token)} ${token.symbol}`,
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
