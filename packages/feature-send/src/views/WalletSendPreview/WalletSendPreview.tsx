import {
  Button,
  Img,
  NetworkIcon,
  Spinner,
  useLocale,
  useT,
  useViewStyles,
} from '@gangway/modal-shell/kit'
import { useStore } from '@nanostores/react'
import { useEffect, useState } from 'react'
import { formatAmount } from '../../format/localized.js'
import { receiverName } from '../../format/receiverName.js'
import { useScriptList } from '../../format/scripts.js'
import { formatAddress, formatUnits, goBack, roundDecimal } from '../../internal/core.js'
import { sendMessages } from '../../messages/send.js'
import { usdValue } from '../../send/amounts.js'
import { selectSpeed } from '../../send/fee.js'
import { confirmRisk, sendRisk, submitSend } from '../../send/preview.js'
import { useSend } from '../../send/useSend.js'
import { css } from '../styles.js'

/**
 * WalletSendPreview: the total in USD, the token amount, the receiver (a name with the address it
 * resolved to in full, and a warning when its letters mix look-alike scripts; else 4…6), the network
 * and the fee (with the adapter's fee speeds to pick from, when it offers them: Bitcoin's slow /
 * normal / fast), 'Review transaction carefully', Cancel / Send. Sending to one's own address or to
 * the token's contract needs an explicit confirmation; after a failure Send is locked 30 s.
 */
export function WalletSendPreview() {
  useViewStyles('feature-send', css)
  const { engine, send } = useSend()
  const t = useT('send', sendMessages)
  const { locale } = useLocale()
  const scriptList = useScriptList()
  const network = useStore(engine.$activeNetwork)
  const now = useNow(send.lockedUntil)
  const { token, receiver } = send
  if (!token || receiver.status !== 'valid' || !network)
    return (
      <div className="gw-center" data-testid="gw-view-WalletSendPreview">
        <p className="gw-muted">{t('nothingToSend')}</p>
        <button type="button" className="gw-btn" onClick={() => goBack(engine)}>
          {t('back')}
        </button>
      </div>
    )
  const risk = sendRisk(engine)
  const lockedFor = Math.ceil((send.lockedUntil - now) / 1000)
  const locked = lockedFor > 0
  const blocked = send.loading || locked || (risk !== undefined && !send.confirmedRisk)
  const usd = usdValue(send.amount, token.price, locale)
  const shown = receiverName(receiver.name)
  return (
    <div className="gw-stack" data-testid="gw-view-WalletSendPreview">
      <div className="gw-send-summary">
        <span className="gw-muted">{t('total')}</span>
        <p className="gw-send-big" data-testid="gw-send-preview-usd">
          {usd ?? '—'}
        </p>
        <p className="gw-muted" data-testid="gw-send-preview-amount">
          {formatAmount(send.amount, locale)} {token.symbol}
        </p>
      </div>
      <dl className="gw-send-rows">
        <div>
          <dt>{t('token')}</dt>
          <dd>
            <Img src={token.iconUrl} name={token.symbol} size={20} />
            <span>{token.symbol}</span>
          </dd>
        </div>
        <div>
          <dt>{t('to')}</dt>
          {shown ? (
            // A name: the name typed and the address it resolved to, in full (the visitor never
            // saw this address), so both are what they approve.
            <dd className="gw-send-receiver-full" data-testid="gw-send-preview-receiver">
              <bdi data-testid="gw-send-preview-receiver-name">{shown.text}</bdi>
              <span
                className="gw-send-address"
                data-testid="gw-send-preview-receiver-address"
                dir="ltr"
              >
                {receiver.address}
              </span>
            </dd>
          ) : (
            <dd data-testid="gw-send-preview-receiver" title={receiver.address}>
              <span dir="ltr">{formatAddress(receiver.address)}</span>
            </dd>
          )}
        </div>
        <div>
          <dt>{t('network')}</dt>
          <dd data-testid="gw-send-preview-network">
            <NetworkIcon network={network} name={network.name} size={20} />
            <span>{network.name}</span>
          </dd>
        </div>
        {send.fee !== undefined && (
          <div>
            <dt>{t('networkFee')}</dt>
            <dd data-testid="gw-send-preview-fee">
              ≈{' '}
              {formatAmount(
                roundDecimal(formatUnits(send.fee, network.nativeCurrency.decimals), 6),
                locale,
              )}{' '}
              {network.nativeCurrency.symbol}
            </dd>
          </div>
        )}
      </dl>
      {send.speeds && (
        <fieldset className="gw-send-speeds" data-testid="gw-send-speeds">
          <legend>{t('feeSpeed')}</legend>
          {send.speeds.map((speed) => (
            <label
              key={speed.id}
              className="gw-send-speed"
              data-checked={speed.id === send.speed}
              data-testid={`gw-send-speed-${speed.id}`}
            >
              <input
                type="radio"
                name="gw-send-speed"
                value={speed.id}
                checked={speed.id === send.speed}
                disabled={send.loading}
                onChange={() => selectSpeed(engine, speed.id)}
              />
              <strong>{speed.label}</strong>
              <span>
                {formatAmount(roundDecimal(speed.fee.value, 8), locale)} {speed.fee.symbol}
              </span>
              {speed.rate && <span>{speed.rate}</span>}
            </label>
          ))}
        </fieldset>
      )}
      {shown && shown.scripts.length > 0 && (
        <p className="gw-send-name-warning" role="alert" data-testid="gw-send-preview-name-warning">
          {t('mixedScripts', { scripts: scriptList(shown.scripts) })}
        </p>
      )}
      <p className="gw-send-warning">{t('reviewCarefully')}</p>
      {risk && (
        <div className="gw-send-risk" role="alert" data-testid="gw-send-risk">
          <span>
            {t(risk === 'burn' ? 'sendToZero' : risk === 'self' ? 'sendToSelf' : 'sendToContract')}
          </span>
          <label>
            <input
              type="checkbox"
              checked={send.confirmedRisk}
              onChange={(event) => confirmRisk(engine, event.target.checked)}
              data-testid="gw-send-risk-confirm"
            />
            {t('sendAnyway')}
          </label>
        </div>
      )}
      {locked && (
        <p className="gw-muted" aria-live="polite" data-testid="gw-send-locked">
          {t('tryAgainIn', { count: lockedFor })}
        </p>
      )}
      <div className="gw-send-actions">
        <Button kind="secondary" data-testid="gw-send-cancel" onClick={() => goBack(engine)}>
          {t('cancel')}
        </Button>
        <Button
          data-testid="gw-send-confirm"
          disabled={blocked}
          aria-busy={send.loading || undefined}
          onClick={() => void submitSend(engine)}
        >
          {send.loading ? <Spinner label={t('waitingForWallet')} size={16} /> : t('send')}
        </Button>
      </div>
    </div>
  )
}

/** The time, ticking every second until `until` has passed. */
function useNow(until: number): number {
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    if (until <= Date.now()) return
    const timer = setInterval(() => {
      setNow(Date.now())
      if (Date.now() >= until) clearInterval(timer)
    }, 1000)
    setNow(Date.now())
    return () => clearInterval(timer)
  }, [until])
  return now
}
