import {
  AmountInput,
  Button,
  Img,
  Spinner,
  TokenButton,
  useViewStyles,
  type ViewProps,
} from '@gangway/modal-shell/kit'
import { useStore } from '@nanostores/react'
import { useEffect, useId } from 'react'
import { SEND_BUTTON_LABELS, SEND_MESSAGES } from '../../constants.js'
import { receiverName } from '../../format/receiverName.js'
import { formatAddress, push } from '../../internal/core.js'
import { setAmount, setMax } from '../../send/actions.js'
import { usdText } from '../../send/amounts.js'
import { initFromArguments, readSendArguments } from '../../send/arguments.js'
import { getSendOptions } from '../../send/options.js'
import { setReceiverInput } from '../../send/receiverInput.js'
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
        <p className="gw-muted">{SEND_MESSAGES.accountNotFound}</p>
      </div>
    )

  const { token, fixed, receiver } = send
  const options = getSendOptions(engine)
  const usd = usdText(send.amount, token?.price)
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
        <label htmlFor={amountId}>Amount</label>
        <div className="gw-send-line">
          <AmountInput
            id={amountId}
            label="Amount to send"
            value={send.amount}
            onChange={(value) => setAmount(engine, value)}
            decimals={token?.decimals}
            disabled={Boolean(fixed)}
            invalid={check === 'incorrectValue' || check === 'insufficientFunds'}
            data-testid="gw-send-amount"
          />
          <TokenButton
            token={token}
            label={token ? `Token: ${token.symbol}. Change token` : 'Select token'}
            disabled={Boolean(fixed)}
            onClick={() => push(engine, 'WalletSendSelectToken')}
            data-testid="gw-send-token"
          />
        </div>
        <div className="gw-send-line">
          <span className="gw-muted" data-testid="gw-send-usd" aria-live="polite">
            {check === 'incorrectValue' ? SEND_MESSAGES.incorrectValue : usd}
          </span>
          {token && (
            <span className="gw-row">
              <span className="gw-muted" data-testid="gw-send-balance">
                {formatTokenBalance(token, 6)} {token.symbol}
              </span>
              {!fixed && (
                <button
                  type="button"
                  className="gw-send-max"
                  data-testid="gw-send-max"
                  aria-label={`Max: use the maximum, ${formatTokenBalance(token, 6)} ${token.symbol}${token.address ? '' : ' less the network fee'}`}
                  onClick={() => void setMax(engine)}
                >
                  Max
                </button>
              )}
            </span>
          )}
        </div>
      </div>

      <div className="gw-send-field">
        <label htmlFor={receiverId}>To</label>
        <input
          id={receiverId}
          className="gw-input gw-send-receiver"
          type="text"
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder="Address or name"
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
              <span>Checking address…</span>
            </>
          )}
          {receiver.status === 'invalid' && (
            <p className="gw-err">
              {receiver.reason === 'checksum'
                ? SEND_MESSAGES.checksumMismatch
                : receiver.reason === 'notFound'
                  ? SEND_MESSAGES.addressNotFound
                  : SEND_BUTTON_LABELS.invalidAddress}
            </p>
          )}
          {receiver.status === 'valid' && shown && (
            <>
              <Img src={receiver.avatar} name={shown.text} size={20} />
              <bdi data-testid="gw-send-receiver-name">{shown.text}</bdi>
              <span title={receiver.address} data-testid="gw-send-receiver-address">
                {formatAddress(receiver.address)}
              </span>
            </>
          )}
        </div>
        {shown && shown.scripts.length > 0 && (
          <p className="gw-send-name-warning" role="alert" data-testid="gw-send-receiver-warning">
            {SEND_MESSAGES.mixedScripts(shown.scripts)}
          </p>
        )}
      </div>

      {send.preparing ? (
        <button type="button" className="gw-btn gw-send-submit" disabled aria-busy="true">
          <Spinner size={16} /> Loading…
        </button>
      ) : (
        <button
          type="submit"
          className="gw-btn gw-send-submit"
          data-testid="gw-send-submit"
          disabled={check !== 'preview'}
        >
          {SEND_BUTTON_LABELS[check]}
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
              Buy
            </Button>
          )}
          <Button
            kind="secondary"
            data-testid="gw-send-connect-other"
            onClick={() => push(engine, 'Connect')}
          >
            Connect a different wallet
          </Button>
        </div>
      )}
    </form>
  )
}
