import { useEffect, useRef } from 'react'
import { Icon } from '../../../components/Icon/Icon.js'
import { formatAddress, isServiceUrl, type Network, type Nft } from '../../../internal/core.js'
import { NftImage } from './NftImage.js'

/** Where a block explorer shows one NFT (Etherscan and its kin: `/nft/{contract}/{id}`). */
function explorerLink(network: Network | undefined, nft: Nft) {
  const explorer = network?.blockExplorers?.default
  if (!explorer || network.caipNetworkId !== nft.chainId || !isServiceUrl(explorer.url)) return
  // Core's schema keeps only address contracts and digit ids; each segment is encoded anyway.
  const path = [nft.contract, nft.tokenId].map(encodeURIComponent).join('/')
  const href = `${explorer.url.replace(/\/+$/, '')}/nft/${path}`
  return { href, name: explorer.name }
}

/** One NFT, larger, with its collection, token id, contract and an explorer link. */
export function NftDetail({
  nft,
  network,
  onBack,
}: {
  nft: Nft
  network: Network | undefined
  onBack: () => void
}) {
  const back = useRef<HTMLButtonElement>(null)
  useEffect(() => back.current?.focus(), [])
  const link = explorerLink(network, nft)
  return (
    <div className="gw-stack gw-nft-detail" data-testid="gw-nft-detail">
      <button ref={back} type="button" className="gw-link gw-nft-back" onClick={onBack}>
        <Icon name="back" size={16} />
        All NFTs
      </button>
      <NftImage nft={nft} large />
      <h3 className="gw-title">{nft.name}</h3>
      <dl className="gw-nft-facts">
        <dt>Collection</dt>
        <dd>{nft.collection.name || '—'}</dd>
        <dt>Token ID</dt>
        <dd>{nft.tokenId}</dd>
        <dt>Contract</dt>
        <dd title={nft.contract}>{formatAddress(nft.contract)}</dd>
        {network && (
          <>
            <dt>Network</dt>
            <dd>{network.name}</dd>
          </>
        )}
      </dl>
      {link && (
        <a
          className="gw-btn gw-wide"
          data-kind="secondary"
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
        >
          View on {link.name}
        </a>
      )}
    </div>
  )
}
