import { useEffect, useRef } from 'react'
import { Icon } from '../../../components/Icon/Icon.js'
import { useT } from '../../../hooks/useT.js'
import { formatAddress, isServiceUrl, type Network, type Nft } from '../../../internal/core.js'
import { accountMessages } from '../../../messages/account.js'
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
  const t = useT('shell', accountMessages)
  const back = useRef<HTMLButtonElement>(null)
  useEffect(() => back.current?.focus(), [])
  const link = explorerLink(network, nft)
  return (
    <div className="gw-stack gw-nft-detail" data-testid="gw-nft-detail">
      <button ref={back} type="button" className="gw-link gw-nft-back" onClick={onBack}>
        <Icon name="back" size={16} />
        {t('allNfts')}
      </button>
      <NftImage nft={nft} large />
      <h3 className="gw-title">{nft.name}</h3>
      <dl className="gw-nft-facts">
        <dt>{t('nft.collection')}</dt>
        <dd>{nft.collection.name || '—'}</dd>
        <dt>{t('nft.tokenId')}</dt>
        <dd>
          <bdi>{nft.tokenId}</bdi>
        </dd>
        <dt>{t('nft.contract')}</dt>
        <dd title={nft.contract}>
          <bdi>{formatAddress(nft.contract)}</bdi>
        </dd>
        {network && (
          <>
            <dt>{t('nft.network')}</dt>
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
          {t('viewOn', { explorer: link.name })}
        </a>
      )}
    </div>
  )
}
