import { Img } from '../../components/Img/Img.js'
import { WalletImage } from '../../components/WalletListItem/WalletImage.js'
import type { WalletEntry } from '../../components/WalletListItem/walletEntries.js'

/**
 * The All-wallets entry's picture, as peers draw it: the first four wallets' icons in a 2×2 grid
 * (an empty cell where there are fewer, a blank tile for one still loading or without an icon:
 * no letters, so the entry's text stays its name alone). Decorative.
 */
export function WalletQuad({ entries }: { entries: readonly WalletEntry[] }) {
  return (
    <span className="gw-img gw-quad" aria-hidden="true">
      {entries
        .slice(0, 4)
        .map((e) =>
          e.imageId ? (
            <WalletImage key={e.id} imageId={e.imageId} name="" size={16} />
          ) : (
            <Img key={e.id} src={e.icon} name="" size={16} />
          ),
        )}
    </span>
  )
}
