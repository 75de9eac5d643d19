import {
  Button,
  CopyButton,
  fillNodes,
  ListItem,
  Spinner,
  useEngine,
  useLocale,
  useT,
  useViewStyles,
  View,
  ViewTitle,
} from '@gangway/modal-shell/kit'
import { useStore } from '@nanostores/react'
import { useEffect, useState } from 'react'
import { EXCHANGE_POLL_MS } from '../../constants.js'
import { balanceToBaseUnits, fetchBalance, reset } from '../../internal/core.js'
import { onrampMessages } from '../../messages.js'
import type { OnRampDeposit, OnRampExchange } from '../../onrampFeature.js'
import { onrampState } from '../../state.js'
import { localDecimal } from '../localized.js'
import { css } from '../styles.js'

/** The exchange's page for this deposit, or `undefined` (no page, a builder that threw, not http). */
function exchangeUrl(exchange: OnRampExchange, deposit: OnRampDeposit): string | undefined {
  try {
    const url = exchange.url(deposit)
    return url && /^https?:\/\//i.test(url) ? url : undefined
  } catch {
    return undefined
  }
}

type Watch = { label: string; from: bigint; status: 'waiting' | 'received' }

/**
 * DepositFromExchange: the address to withdraw to (with copy) and the host's exchanges; picking
 * one opens its withdrawal page in a new window (inside the click, so it is never blocked), then
 * the view watches the balance and says when the deposit arrived.
 */
export function DepositFromExchange() {
  useViewStyles('feature-onramp', css)
  const engine = useEngine()
  const t = useT('onramp', onrampMessages)
  const { locale } = useLocale()
  const runtime = onrampState.get(engine)
  const account = useStore(engine.$account)
  const network = useStore(engine.$activeNetwork)
  const [watch, setWatch] = useState<Watch>()
  const decimals = network?.nativeCurrency.decimals ?? 18
  const balance = account?.balance
  const received =
    watch && balance !== undefined ? balanceToBaseUnits(balance, decimals) - watch.from : 0n

  // While a withdrawal is on its way, the balance is read again every EXCHANGE_POLL_MS.
  const waiting = watch?.status === 'waiting'
  useEffect(() => {
    if (!waiting) return
    const timer = setInterval(() => void fetchBalance(engine, { force: true }), EXCHANGE_POLL_MS)
    return () => clearInterval(timer)
  }, [engine, waiting])
  useEffect(() => {
    if (waiting && received > 0n) setWatch((w) => w && { ...w, status: 'received' })
  }, [waiting, received])

  if (!account?.address || !network) return <section data-testid="gw-view-DepositFromExchange" />
  const deposit: OnRampDeposit = {
    address: account.address,
    caipNetworkId: network.caipNetworkId,
    asset: network.nativeCurrency.symbol,
  }
  const open = (exchange: OnRampExchange, url: string) => {
    // Inside the click, so no pop-up blocker stops it. With noopener the browser returns no
    // handle (the exchange page cannot reach this one), so the balance is what tells us.
    window.open(url, '_blank', 'noopener,noreferrer')
    setWatch({
      label: exchange.label,
      from: balanceToBaseUnits(balance ?? '0', decimals),
      status: 'waiting',
    })
  }
  const symbol = network.nativeCurrency.symbol
  return (
    <View name="DepositFromExchange" data-status={watch?.status ?? 'pick'}>
      <ViewTitle kind="sr">{t('view.DepositFromExchange')}</ViewTitle>
      <p className="gw-muted gw-onramp-note">
        {fillNodes(t('withdrawTo'), {
          symbol: <bdi>{symbol}</bdi>,
          network: <bdi>{network.name}</bdi>,
        })}
      </p>
      <div className="gw-onramp-address">
        <code data-testid="gw-onramp-deposit-address" dir="ltr">
          {account.address}
        </code>
        <CopyButton text={account.address} label={t('copyAddress')} />
      </div>
      {watch ? (
        <div className="gw-onramp-status" data-status={watch.status} role="status">
          {watch.status === 'waiting' && (
            <>
              <Spinner label={t('waitingForDeposit')} size={40} />
              <h3 className="gw-title">{t('waitingForYourDeposit')}</h3>
              <p className="gw-muted">
                {fillNodes(t('finishWithdrawal'), { exchange: <bdi>{watch.label}</bdi> })}
              </p>
            </>
          )}
          {watch.status === 'received' && (
            <>
              <h3 className="gw-title">{t('depositReceived')}</h3>
              <p className="gw-muted" data-testid="gw-onramp-balance">
                {fillNodes(t('balance'), {
                  balance: (
                    <bdi>
                      {balance === undefined ? '…' : localDecimal(balance, locale)} {symbol}
                    </bdi>
                  ),
                })}
              </p>
            </>
          )}
        </div>
      ) : null}
      {watch?.status === 'received' ? (
        <Button data-testid="gw-onramp-done" onClick={() => reset(engine, 'Account')}>
          {t('backToAccount')}
        </Button>
      ) : (
        <ul className="gw-list" aria-label={t('exchanges')}>
          {runtime.exchanges.map((exchange) => {
            const url = exchangeUrl(exchange, deposit)
            return (
              <ListItem
                key={exchange.id}
                data-testid={`gw-onramp-exchange-${exchange.id}`}
                disabled={url === undefined}
                onClick={() => url && open(exchange, url)}
                trailing={
                  url === undefined ? <span className="gw-tag">{t('unavailable')}</span> : undefined
                }
              >
                {exchange.label}
              </ListItem>
            )
          })}
        </ul>
      )}
    </View>
  )
}
