import { useEngine, useViewStyles, type ViewProps } from '@gangway/modal-shell/kit'
import * as v from 'valibot'
import { SEND_MESSAGES } from '../../constants.js'
import { receiverName } from '../../format/receiverName.js'
import { close, formatAddress } from '../../internal/core.js'
import { css } from '../styles.js'

const SummarySchema = v.object({
  transactionId: v.string(),
  amount: v.string(),
  symbol: v.string(),
  to: v.string(),
  toName: v.optional(v.string()),
})

/** WalletSendConfirmed: where a Send the host opened with arguments ends. */
export function WalletSendConfirmed({ data }: ViewProps) {
  useViewStyles('feature-send', css)
  const engine = useEngine()
  const parsed = v.safeParse(SummarySchema, data)
  const summary = parsed.success ? parsed.output : undefined
  return (
    <div className="gw-stack gw-center" data-testid="gw-view-WalletSendConfirmed">
      <p className="gw-title" role="status">
        {SEND_MESSAGES.transactionStarted}
      </p>
      {summary && (
        <>
          <p className="gw-send-big" data-testid="gw-send-confirmed-amount">
            {summary.amount} {summary.symbol}
          </p>
          <p className="gw-muted" data-testid="gw-send-confirmed-receiver" title={summary.to}>
            to <bdi>{receiverName(summary.toName)?.text ?? formatAddress(summary.to)}</bdi>
          </p>
          <p className="gw-muted" data-testid="gw-send-confirmed-id" title={summary.transactionId}>
            Transaction {formatAddress(summary.transactionId)}
          </p>
        </>
      )}
      <button type="button" className="gw-btn gw-send-submit" onClick={() => close(engine)}>
        Done
      </button>
    </div>
  )
}
