import { useEngine, useLocale, useT, useViewStyles, type ViewProps } from '@gangway/modal-shell/kit'
import * as v from 'valibot'
import { around, formatAmount, SLOT } from '../../format/localized.js'
import { receiverName } from '../../format/receiverName.js'
import { close, formatAddress } from '../../internal/core.js'
import { sendMessages } from '../../messages/send.js'
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
  const t = useT('send', sendMessages)
  const { locale } = useLocale()
  const [beforeName, afterName] = around(t('sentTo', { name: SLOT }))
  const [beforeId, afterId] = around(t('transactionId', { id: SLOT }))
  const parsed = v.safeParse(SummarySchema, data)
  const summary = parsed.success ? parsed.output : undefined
  return (
    <div className="gw-stack gw-center" data-testid="gw-view-WalletSendConfirmed">
      <p className="gw-title" role="status">
        {t('transactionStarted')}
      </p>
      {summary && (
        <>
          <p className="gw-send-big" data-testid="gw-send-confirmed-amount" dir="ltr">
            {formatAmount(summary.amount, locale)} {summary.symbol}
          </p>
          <p className="gw-muted" data-testid="gw-send-confirmed-receiver" title={summary.to}>
            {beforeName}
            <bdi>{receiverName(summary.toName)?.text ?? formatAddress(summary.to)}</bdi>
            {afterName}
          </p>
          <p className="gw-muted" data-testid="gw-send-confirmed-id" title={summary.transactionId}>
            {beforeId}
            <span dir="ltr">{formatAddress(summary.transactionId)}</span>
            {afterId}
          </p>
        </>
      )}
      <button type="button" className="gw-btn gw-send-submit" onClick={() => close(engine)}>
        {t('done')}
      </button>
    </div>
  )
}
