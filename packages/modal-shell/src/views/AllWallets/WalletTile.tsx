import { memo } from 'react'
import { Img } from '../../components/Img/Img.js'
import { WalletImage } from '../../components/WalletListItem/WalletImage.js'
import type { WalletEntry } from '../../components/WalletListItem/walletEntries.js'

/**
 * One tile of the AllWallets grid: a button with the wallet's image (placeholder while loading
 * and on failure), its name as text and an optional tag. Memoized: scrolling renders only the
 * tiles that come into view.
 */
export const WalletTile = memo(function WalletTile({
  entry,
  index,
  total,
  tabbable,
  onPick,
}: {
  entry: WalletEntry
  index: number
  total: number
  tabbable: boolean
  onPick: (entry: WalletEntry, index: number) => void
}) {
  return (
    <li aria-posinset={index + 1} aria-setsize={total}>
      <button
        type="button"
        className="gw-tile"
        data-testid={`gw-wallet-${entry.id}`}
        data-index={index}
        tabIndex={tabbable ? 0 : -1}
        onClick={() => onPick(entry, index)}
      >
        {entry.imageId ? (
          <WalletImage imageId={entry.imageId} name={entry.name} size={56} />
        ) : (
          <Img src={entry.icon} name={entry.name} size={56} />
        )}
        <span className="gw-tile-name">{entry.name}</span>
        {entry.tag && (
          <span className="gw-tile-tag" data-tone={entry.tag === 'Installed' ? 'ok' : undefined}>
            {entry.tag}
          </span>
        )}
      </button>
    </li>
  )
})
