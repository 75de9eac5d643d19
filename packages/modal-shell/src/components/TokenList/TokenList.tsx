import type { ReactNode } from 'react'
import { useViewStyles } from '../../theme/useViewStyles.js'
import { Img } from '../Img/Img.js'
import { ListItem } from '../ListItem/ListItem.js'
import { css } from './styles.js'

/** One row of a {@link TokenList}: what the visitor reads about a token, already formatted. */
export type TokenListRow = {
  /** Unique within the list (a CAIP-10 id, a contract address, `'native'`). */
  id: string
  name: string
  symbol: string
  /** Untrusted: shown only when core's `toSafeImageUrl` allows it (see `Img`). */
  iconUrl?: string | undefined
  /**
   * The line under the name, e.g. `'1.25 ETH'` (`data-testid="gw-token-quantity"`): an amount,
   * shown as one left-to-right isolate so it reads `1.25 ETH` in right-to-left languages too.
   */
  detail?: ReactNode
  /** What stands at the row's end, e.g. `'$300.00'` (`data-testid="gw-token-value"`). */
  value?: ReactNode
  /** Makes the row a button; without it the row is static (a portfolio). */
  onSelect?: (() => void) | undefined
  /** The token already picked (`aria-current`, the accent border). */
  current?: boolean | undefined
  disabled?: boolean | undefined
}

/** Props of {@link TokenList}. */
export type TokenListProps = {
  rows: readonly TokenListRow[]
  /** Each row's test id is this prefix and the symbol: `gw-send-token-` → `gw-send-token-ETH`. */
  testIdPrefix: string
  /** Three skeleton rows (`aria-busy`) instead of `rows`, named by `aria-label`. */
  loading?: boolean | undefined
  'aria-label'?: string | undefined
  'aria-labelledby'?: string | undefined
  'data-testid'?: string | undefined
}

/**
 * A list of tokens, the one the Tokens tab, Send's and Swap's token pickers share: icon, name,
 * an optional second line and an end value per row, each row a real button when it has
 * `onSelect`. Name the list with `aria-label` or `aria-labelledby`.
 *
 * @example
 * import { formatUsd, TokenList, useLocale } from '@gangway/modal-shell/kit'
 * const { locale } = useLocale()
 * <TokenList
 *   aria-label="Tokens"
 *   testIdPrefix="my-token-"
 *   rows={tokens.map((t) => ({ id: t.address, name: t.name, symbol: t.symbol, iconUrl: t.iconUrl,
 *     detail: `${t.balance} ${t.symbol}`, value: formatUsd(t.usd, locale), onSelect: () => pick(t) }))}
 * />
 */
export function TokenList({ rows, testIdPrefix, loading, ...list }: TokenListProps) {
  useViewStyles('kit-tokens', css)
  if (loading)
    return (
      <ul className="gw-list" aria-busy="true" {...list}>
        {[0, 1, 2].map((i) => (
          <li key={i} className="gw-item gw-token-row" aria-hidden="true">
            <span className="gw-skeleton gw-skel-icon" />
            <span className="gw-item-main">
              <span className="gw-skeleton" />
              <span className="gw-skeleton gw-skel-short" />
            </span>
          </li>
        ))}
      </ul>
    )
  return (
    <ul className="gw-list" {...list}>
      {rows.map((row) => (
        <ListItem
          key={row.id}
          className="gw-token-row"
          icon={<Img src={row.iconUrl} name={row.symbol} size={36} />}
          trailing={
            row.value !== undefined && (
              <span
                className="gw-token-value"
                data-testid="gw-token-value"
                title={typeof row.value === 'string' ? row.value : undefined}
              >
                {row.value}
              </span>
            )
          }
          onClick={row.onSelect}
          current={row.current}
          disabled={row.disabled}
          data-testid={`${testIdPrefix}${row.symbol}`}
        >
          <span className="gw-token-name">{row.name}</span>
          {row.detail !== undefined && (
            <span
              className="gw-muted"
              data-testid="gw-token-quantity"
              title={typeof row.detail === 'string' ? row.detail : undefined}
            >
              {/* One left-to-right isolate: "10000 ETH" in Arabic too, not "ETH 10000". */}
              <bdi dir="ltr">{row.detail}</bdi>
            </span>
          )}
        </ListItem>
      ))}
    </ul>
  )
}
