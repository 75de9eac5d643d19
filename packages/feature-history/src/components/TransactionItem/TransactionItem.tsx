import { type CSSProperties, useState } from 'react'
import type { TransactionRow } from '../../format/describeTransaction.js'
import { formatRelativeTime } from '../../format/formatRelativeTime.js'
import { useCounterpartyName } from '../../hooks/useCounterpartyName.js'
import type { Engine } from '../../internal/core.js'

const fullDate = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' })

/**
 * One Activity row: icon, past-tense title, amounts (3 decimals, spec sign), status, time
 * ("2 min ago", the full date in its title), counterparty and the explorer link when the
 * network has an http(s) explorer. Every service value is rendered as text.
 */
export function TransactionItem({
  engine,
  row,
  now,
  explorer,
}: {
  engine: Engine
  row: TransactionRow
  now: number
  explorer: { name: string; url: string } | undefined
}) {
  return (
    <li className="gw-tx" data-testid="gw-history-item" data-transaction-id={row.id}>
      <TxIcon url={row.image.url} name={row.image.name} />
      <div className="gw-tx-main">
        <div className="gw-tx-line">
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
        </div>
        <div className="gw-tx-sub">
          <span className="gw-tx-status" data-status={row.status} data-testid="gw-history-status">
            {row.statusLabel}
          </span>
          {row.minedAt && (
            <time dateTime={row.minedAt.toISOString()} title={fullDate.format(row.minedAt)}>
              {formatRelativeTime(row.minedAt, now)}
            </time>
          )}
          {row.counterparty && (
            <Counterparty
              engine={engine}
              direction={row.counterparty.direction}
              address={row.counterparty.address}
            />
          )}
          {explorer && (
            <a href={explorer.url} target="_blank" rel="noopener noreferrer">
              View<span className="gw-sr"> transaction on {explorer.name}</span>
            </a>
          )}
        </div>
      </div>
    </li>
  )
}

function Counterparty({
  engine,
  direction,
  address,
}: {
  engine: Engine
  direction: 'from' | 'to'
  address: string
}) {
  const name = useCounterpartyName(engine, address)
  return (
    <span className="gw-tx-cp" title={address} data-testid="gw-history-counterparty">
      {direction} {name}
    </span>
  )
}

/** The token icon or NFT preview (already filtered to safe URLs), else the name's first letter. */
function TxIcon({ url, name }: { url: string | undefined; name: string }) {
  const [failed, setFailed] = useState<string>()
  const style = { '--s': '40px' } as CSSProperties
  if (!url || failed === url) {
    return (
      <span className="gw-img gw-ph" aria-hidden="true" style={style}>
        {name.trim().charAt(0).toUpperCase()}
      </span>
    )
  }
  return (
    <img
      className="gw-img"
      src={url}
      alt=""
      width={40}
      height={40}
      style={style}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(url)}
    />
  )
}
