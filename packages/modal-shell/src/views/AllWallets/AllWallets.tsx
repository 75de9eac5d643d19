import { useStore } from '@nanostores/react'
import { useState } from 'react'
import { ConnectorListItem } from '../../components/WalletListItem/ConnectorListItem.js'
import { useEngine } from '../../context/GangwayContext.js'
import { uniqueConnectors } from '../../utils/uniqueConnectors.js'

/**
 * AllWallets: every known connector with a search box (spec §5 "Wallet search text trimmed").
 * The wallet-list service replaces the source in a later issue.
 */
export function AllWallets() {
  const engine = useEngine()
  const [query, setQuery] = useState('')
  const q = query.trim().toLowerCase()
  const wallets = uniqueConnectors(useStore(engine.$connectors)).filter((c) =>
    c.name.toLowerCase().includes(q),
  )
  return (
    <div className="gw-stack" data-testid="gw-view-AllWallets">
      <input
        type="search"
        className="gw-input"
        data-testid="gw-wallet-search"
        aria-label="Search wallets"
        placeholder="Search wallet"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {wallets.length ? (
        <ul className="gw-list" aria-label="Wallets">
          {wallets.map((c) => (
            <ConnectorListItem key={c.id} connector={c} />
          ))}
        </ul>
      ) : (
        <p className="gw-muted gw-center" role="status">
          No wallet found
        </p>
      )}
    </div>
  )
}
