import { useContext, useEffect, useState } from 'react'
import { WarmUp } from '../../context/WarmUp.js'
import { type Network, toSafeImageUrl } from '../../internal/core.js'
import { lazyModule } from '../../utils/lazyModule.js'
import { IconImage } from '../Img/IconImage.js'
import { Img } from '../Img/Img.js'
import { WalletImage } from '../WalletListItem/WalletImage.js'

/** The bundled marks (internal/networkIcons.ts), fetched when a network icon is first shown. */
const marks = lazyModule(() => import('../../internal/networkIcons.js'))

/**
 * A network's icon, `size` px square, the best picture there is: the host's own
 * `assets.imageUrl`; else the network's image from the wallet-list service
 * (`/public/getAssetImage/{assets.imageId}`), with Gangway's bundled mark shown while it loads
 * and when it fails; else the bundled mark (Ethereum, Base, OP, Arbitrum, Polygon, BNB,
 * Avalanche, ZKsync, Gnosis, Solana, Bitcoin; testnets badged); the name's first letter only
 * when there is none of these. Decorative, like `Img`: the network's name is next to it. In the kit
 * (`@gangway/modal-shell/kit`) for the features' views; the marks' SVG stays in its lazy chunk.
 *
 * @example
 * import { NetworkIcon } from '@gangway/modal-shell/kit'
 * <NetworkIcon network={network} name={network.name} size={24} />
 */
export function NetworkIcon({
  network,
  name,
  size,
}: {
  network: Network | undefined
  name: string
  size: number
}) {
  const own = toSafeImageUrl(network?.assets?.imageUrl)
  if (own) return <Img src={own} name={name} size={size} />
  const bundled = <BundledIcon network={network} name={name} size={size} />
  const imageId = network?.assets?.imageId
  return imageId ? (
    <WalletImage kind="asset" imageId={imageId} name={name} size={size} fallback={bundled} />
  ) : (
    bundled
  )
}

/** The bundled mark; a blank disc while its code loads; the letter when it has no mark. */
function BundledIcon({
  network,
  name,
  size,
}: {
  network: Network | undefined
  name: string
  size: number
}) {
  const warm = useContext(WarmUp)
  // `null`: the marks' code failed to load (the letter shows).
  const [loaded, setLoaded] = useState<ReturnType<typeof marks.get> | null>(marks.get)
  useEffect(() => {
    if (loaded || warm) return
    let live = true
    marks.load().then(
      (m) => live && setLoaded(m),
      () => live && setLoaded(null),
    )
    return () => {
      live = false
    }
  }, [loaded, warm])
  const [failed, setFailed] = useState(false)
  const url = loaded && network && !failed ? loaded.networkIcon(network) : undefined
  return (
    <IconImage
      url={url}
      name={loaded === undefined ? '' : name}
      size={size}
      onError={() => setFailed(true)}
    />
  )
}
