import {
  AmountInput,
  Button,
  Img,
  Spinner,
  TokenButton,
  useLocale,
  useT,
  useViewStyles,
  type ViewProps,
} from '@gangway/modal-shell/kit'
import { useStore } from '@nanostores/react'
import { useEffect, useId } from 'react'
import { formatAmount } from '../../format/localized.js'
import { receiverName } from '../../format/receiverName.js'
import { useScriptList } from '../../format/scripts.js'
import { formatAddress, push } from '../../internal/core.js'
import { sendMessages } from '../../messages/send.js'
import { setAmount, setMax } from '../../send/actions.js'
import { usdText } from '../../send/amounts.js'
import { initFromArguments, readSendArguments } from '../../send/arguments.js'
import { getSendOptions } from '../../send/options.js'
import { RECEIVER_MAX_CHARS, setReceiverInput } from '../../send/receiverInput.js'
import { getSendStore } from '../../send/sendStore.js'
import { formatTokenBalance } from '../../send/tokens.js'
import { useSend } from '../../send/useSend.js'
import { css } from '../styles.js'

/**
 * WalletSend: the amount (digits and one point), the token chip, its USD value (or 'Incorrect
 * value'), the balance with Max, the receiver (an address or a name, resolved 500 ms after the
 * last keystroke) and the button naming the first failing rule, else Preview. Opened with the
 * host's arguments, the fields are read-only.
 */
export function WalletSend({ data }: ViewProps) {
  useViewStyles('feature-send', css)
  const { engine, send, check } = useSend()
  const t = useT('send', sendMessages)
  const { locale } = useLocale()
  const scriptList = useScriptList()
  const account = useStore(engine.$account)
  const amountId = useId()
  const receiverId = useId()
  const statusId = useId()
  const args = readSendArguments(data)
  const argsKey = args && JSON.stringify(args)

  useEffect(() => {
    if (!argsKey) return
    const current = getSendStore(engine).get().fixed
    if (current && JSON.stringify(current) === argsKey) return
    void initFromArguments(engine, JSON.parse(argsKey))
  }, [engine, argsKey])

  if (!account?.address)
    return (
      <div className="gw-center" data-testid="gw-view-WalletSend">
        <p className="gw-muted">{t('accountNotFound')}</p>
      </div>
    )

  const { token, fixed, receiver } = send
  const options = getSendOptions(engine)
  const usd = usdText(send.amount, token?.price, locale)
  const shown = receiver.status === 'valid' ? receiverName(receiver.name) : undefined
  return (
    <form
      className="gw-stack"
      data-testid="gw-view-WalletSend"
      aria-busy={send.preparing || undefined}
      onSubmit={(event) => {
        event.preventDefault()
        if (check === 'preview') push(engine, 'WalletSendPreview')
      }}
    >
      <div className="gw-send-field">
        <label htmlFor={amountId}>{t('amount')}</label>
        <div className="gw-send-line">
          <AmountInput
            id={amountId}
            label={t('amountToSend')}
            value={send.amount}
            onChange={(value) => setAmount(engine, value)}
            decimals={token?.decimals}
            disabled={Boolean(fixed)}
            invalid={check === 'incorrectValue' || check === 'insufficientFunds'}
            data-testid="gw-send-amount"
          />
          <TokenButton
            token={token}
            label={token ? t('changeToken', { symbol: token.symbol }) : t('check.selectToken')}
            disabled={Boolean(fixed)}
            onClick={() => push(engine, 'WalletSendSelectToken')}
            data-testid="gw-send-token"
          />
        </div>
        <div className="gw-send-line">
          <span className="gw-muted" data-testid="gw-send-usd" aria-live="polite">
            {check === 'incorrectValue' ? t('check.incorrectValue') : usd}
          </span>
          {token && (
            <span className="gw-row">
              <span className="gw-muted" data-testid="gw-send-balance">
                {formatAmount(formatTokenBalance(token, 6), locale)} {token.symbol}
              </span>
              {!fixed && (
                <button
                  type="button"
                  className="gw-send-max"
                  data-testid="gw-send-max"
                  aria-label={t(token.address ? 'maxToken' : 'maxNative', {
                    amount: formatAmount(formatTokenBalance(token, 6), locale),
                    symbol: token.symbol,
                  })}
                  onClick={() => void setMax(engine)}
                >
                  {t('max')}
                </button>
              )}
            </span>
          )}
        </div>
      </div>

      <div className="gw-send-field">
        <label htmlFor={receiverId}>{t('to')}</label>
        <input
          id={receiverId}
          className="gw-input gw-send-receiver"
          type="text"
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={t('receiverPlaceholder')}
          maxLength={RECEIVER_MAX_CHARS}
          value={send.receiverInput}
          disabled={Boolean(fixed)}
          aria-invalid={receiver.status === 'invalid' || undefined}
          aria-describedby={statusId}
          data-testid="gw-send-receiver"
          onChange={(event) => setReceiverInput(engine, event.target.value)}
        />
        <div
          className="gw-send-status"
          id={statusId}
          aria-live="polite"
          data-testid="gw-send-receiver-status"
        >
          {receiver.status === 'resolving' && (
            <>
              <Spinner size={14} />
              <span>{t('check.resolving')}</span>
            </>
          )}
          {receiver.status === 'invalid' && (
            <p className="gw-err">
              {t(
                receiver.reason === 'checksum'
                  ? 'checksumMismatch'
                  : receiver.reason === 'notFound'
                    ? 'addressNotFound'
                    : 'check.invalidAddress',
              )}
            </p>
          )}
          {receiver.status === 'valid' && shown && (
            <>
              <Img src={receiver.avatar} name={shown.text} size={20} />
              <bdi data-testid="gw-send-receiver-name">{shown.text}</bdi>
              <span title={receiver.address} data-testid="gw-send-receiver-address" dir="ltr">
                {formatAddress(receiver.address)}
              </span>
            </>
          )}
        </div>
        {shown && shown.scripts.length > 0 && (
          <p className="gw-send-name-warning" role="alert" data-testid="gw-send-receiver-warning">
            {t('mixedScripts', { scripts: scriptList(shown.scripts) })}
          </p>
        )}
      </div>

      {send.preparing ? (
        <button type="button" className="gw-btn gw-send-submit" disabled aria-busy="true">
          <Spinner size={16} /> {t('loading')}
        </button>
      ) : (
        <button
          type="submit"
          className="gw-btn gw-send-submit"
          data-testid="gw-send-submit"
          disabled={check !== 'preview'}
        >
          {t(`check.${check}`)}
        </button>
      )}
      {check === 'insufficientFunds' && (
        <div className="gw-row">
          {options.buyView && (
            <Button
              kind="secondary"
              data-testid="gw-send-buy"
              onClick={() => push(engine, options.buyView!)}
            >
              {t('buy')}
            </Button>
          )}
          <Button
            kind="secondary"
            data-testid="gw-send-connect-other"
            onClick={() => push(engine, 'Connect')}
          >
            {t('connectOther')}
          </Button>
        </div>
      )}
    </form>
  )
}
