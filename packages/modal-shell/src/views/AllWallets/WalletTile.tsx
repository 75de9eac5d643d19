import { type CSSProperties, memo, useMemo } from 'react'
import { Img } from '../../components/Img/Img.js'
import { WalletImage } from '../../components/WalletListItem/WalletImage.js'
import type { WalletEntry } from '../../components/WalletListItem/walletEntries.js'
import { useT } from '../../hooks/useT.js'
import { frameMessages } from '../../messages/frame.js'

/** Tile height plus the gap, px (the tile's CSS height is 96px). */
export const ROW_HEIGHT = 104
/** Between tiles, px. */
export const GAP = 8

/**
 * Where a tile sits: every tile is absolutely placed (its own transform, fixed size, layout and
 * size contained), so a row coming into view lays out and paints only its own tiles, not the
 * whole list as a CSS grid would. Columns run from the inline start: `--gw-x` is -1 right to left.
 */
export function tilePosition(index: number, columns: number): CSSProperties {
  const column = index % columns
  const row = (index - column) / columns
  return {
    transform: `translate(calc(${column} * (100% + ${GAP}px) * var(--gw-x, 1)), ${row * ROW_HEIGHT}px)`,
  }
}

/**
 * One tile of the AllWallets grid: a button with the wallet's image (placeholder while loading
 * and on failure), its name as text and an optional tag (Installed, Recent) in the locale's
 * words. Memoized: scrolling renders only the tiles that come into view.
 */
export const WalletTile = memo(function WalletTile({
  entry,
  index,
  columns,
  total,
  tabbable,
  onPick,
}: {
  entry: WalletEntry
  index: number
  /** The grid's columns (the tile places itself). */
  columns: number
  total: number
  tabbable: boolean
  onPick: (entry: WalletEntry, index: number) => void
}) {
  const t = useT('shell', frameMessages)
  const style = useMemo(() => tilePosition(index, columns), [index, columns])
  return (
    <li aria-posinset={index + 1} aria-setsize={total} style={style}>
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
        {/* A long name (and the words of long languages) ellipsizes in the narrow tile; the
            title shows it whole on hover (the button's name reads it whole already). */}
        <bdi className="gw-tile-name" title={entry.name}>
          {entry.name}
        </bdi>
        {entry.tag && (
          <span className="gw-tile-tag" data-tone={entry.tag === 'Installed' ? 'ok' : undefined}>
            {t(entry.tag === 'Installed' ? 'installed' : 'recent')}
          </span>
        )}
      </button>
    </li>
  )
})
