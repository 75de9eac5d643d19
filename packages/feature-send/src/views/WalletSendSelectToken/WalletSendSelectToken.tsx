import { Img, ListItem, Spinner, useViewStyles } from '@gangway/modal-shell/kit'
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

  const query = search.trim().toLowerCase()
  const tokens = yourTokens(engine).filter(
    (t) => !query || t.name.toLowerCase().includes(query) || t.symbol.toLowerCase().includes(query),
  )
  const buyView = getSendOptions(engine).buyView
  return (
    <div className="gw-stack" data-testid="gw-view-WalletSendSelectToken">
      <input
        className="gw-input"
        type="search"
        placeholder="Search token"
        aria-label="Search token by name"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
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
            {query ? 'No tokens match your search' : 'You have no tokens to send on this network'}
          </p>
          {buyView && (
            <button
              type="button"
              className="gw-btn"
              onClick={() => push(engine, buyView)}
              data-testid="gw-send-buy"
            >
              Buy
            </button>
          )}
        </div>
      ) : (
        <ul className="gw-list" aria-labelledby={headingId}>
          {tokens.map((token) => (
            <ListItem
              key={token.address ?? 'native'}
              icon={<Img src={token.iconUrl} name={token.symbol} size={36} />}
              current={
                send.token?.symbol === token.symbol &&
                (send.token.address ?? '') === (token.address ?? '')
              }
              trailing={
                <span className="gw-muted">
                  {formatTokenBalance(token)} {token.symbol}
                </span>
              }
              onClick={() => {
                selectToken(engine, token)
                goBack(engine)
              }}
              data-testid={`gw-send-token-${token.symbol}`}
            >
              <span>{token.name}</span>
            </ListItem>
          ))}
        </ul>
      )}
    </div>
  )
}
