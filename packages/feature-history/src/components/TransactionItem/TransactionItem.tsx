import { Img, ListItem, type Translate } from '@gangway/modal-shell/kit'
import type { TransactionRow } from '../../format/describeTransaction.js'
import { formatDate, formatRelativeTime } from '../../format/formatRelativeTime.js'
import { useCounterpartyName } from '../../hooks/useCounterpartyName.js'
import type { Engine } from '../../internal/core.js'
import type { historyMessages } from '../../messages.js'

type T = Translate<typeof historyMessages>

/**
 * One Activity row: icon, past-tense title, amounts (3 decimals, spec sign), status, time
 * ("2 min ago", the full date in its title), counterparty and the explorer link when the
 * network has an http(s) explorer, in the locale shown (`t`, `locale`). Every service value is
 * rendered as text.
 */
export function TransactionItem({
  engine,
  row,
  now,
  t,
  locale,
  explorer,
}: {
  engine: Engine
  row: TransactionRow
  now: number
  t: T
  locale: string
  explorer: { name: string; url: string } | undefined
}) {
  return (
    <ListItem
      className="gw-tx"
      icon={<Img src={row.image.url} name={row.image.name} />}
      data-testid="gw-history-item"
      data-transaction-id={row.id}
    >
      <span className="gw-tx-line">
        <span className="gw-tx-title">{row.title}</span>
        {row.amounts.length > 0 && (
          <span className="gw-tx-amounts">
            {row.amounts.map((amount, i) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: amounts have no id and never reorder
                key={i}
                className="gw-tx-amount"
                data-testid="gw-history-amount"
                data-sign={amount.sign}
              >
                {amount.sign}
                {amount.text}
              </span>
            ))}
          </span>
        )}
      </span>
      <span className="gw-tx-sub">
        <span className="gw-tx-status" data-status={row.status} data-testid="gw-history-status">
          {row.statusLabel}
        </span>
        {row.minedAt && (
          <time
            dateTime={row.minedAt.toISOString()}
            title={formatDate(row.minedAt, locale, { dateStyle: 'medium', timeStyle: 'short' })}
          >
            {formatRelativeTime(row.minedAt, now, locale, t('justNow'))}
          </time>
        )}
        {row.counterparty && (
          <Counterparty
            engine={engine}
            t={t}
            direction={row.counterparty.direction}
            address={row.counterparty.address}
          />
        )}
        {explorer && (
          <a
            href={explorer.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('viewOn', { explorer: explorer.name })}
          >
            {t('view')}
          </a>
        )}
      </span>
    </ListItem>
  )
}

function Counterparty({
  engine,
  t,
  direction,
  address,
}: {
  engine: Engine
  t: T
  direction: 'from' | 'to'
  address: string
}) {
  const name = useCounterpartyName(engine, address)
  return (
    <span className="gw-tx-cp" title={address} data-testid="gw-history-counterparty">
      {t(direction, { name })}
    </span>
  )
}
