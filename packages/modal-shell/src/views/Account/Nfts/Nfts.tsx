import { useStore } from '@nanostores/react'
import { useContext, useEffect, useRef, useState } from 'react'
import { Button } from '../../../components/Button/Button.js'
import { useEngine } from '../../../context/GangwayContext.js'
import { WarmUp } from '../../../context/WarmUp.js'
import { useT } from '../../../hooks/useT.js'
import { fetchNfts, type Nft } from '../../../internal/core.js'
import { accountMessages } from '../../../messages/account.js'
import { frameMessages } from '../../../messages/frame.js'
import { useViewStyles } from '../../../theme/useViewStyles.js'
import { errorText } from '../../../utils/errorText.js'
import { NftDetail } from './NftDetail.js'
import { NftImage } from './NftImage.js'
import { css } from './styles.js'

type Listing = {
  /** Whose and where (`{chainId}:{address}`): a listing of another account is never shown. */
  key: string
  items: Nft[]
  next: string | undefined
  status: 'loading' | 'ready' | 'error' | 'more'
  error?: string
}

const keyOf = (nft: Nft) => `${nft.chainId}:${nft.contract}:${nft.tokenId}`

/**
 * The NFTs tab: the account's collectibles on the active network as a grid of pictures with
 * name, collection and token id; spam-flagged ones hidden. Selecting one shows it larger with
 * its contract and an explorer link, in the tab. Loading, empty and error (with retry) states.
 */
export function Nfts() {
  const engine = useEngine()
  const t = useT('shell', accountMessages)
  const tf = useT('shell', frameMessages)
  useViewStyles('nfts', css)
  const warm = useContext(WarmUp)
  const account = useStore(engine.$account)
  const network = useStore(engine.$activeNetwork)
  const address = account?.address
  const chainId = network?.caipNetworkId
  const key = `${chainId}:${address}`
  const [listing, setListing] = useState<Listing>({
    key,
    items: [],
    next: undefined,
    status: 'loading',
  })
  const [selected, setSelected] = useState<string>()
  const [attempt, setAttempt] = useState(0)
  const tiles = useRef(new Map<string, HTMLButtonElement>())
  const returnTo = useRef<string>(undefined)

  // First page, again whenever the account or network changes (or on retry).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs it on retry
  useEffect(() => {
    setSelected(undefined)
    if (warm || !address || !chainId) return
    const controller = new AbortController()
    setListing({ key, items: [], next: undefined, status: 'loading' })
    fetchNfts(engine, { address, chainId, signal: controller.signal, force: attempt > 0 }).then(
      (page) => setListing({ key, items: page.data, next: page.next, status: 'ready' }),
      (error) => {
        if (controller.signal.aborted) return
        engine.logger.warn('NFTs failed', errorText(error))
        setListing({
          key,
          items: [],
          next: undefined,
          status: 'error',
          error: errorText(error, engine),
        })
      },
    )
    return () => controller.abort()
  }, [engine, key, warm, attempt])

  // Back from a detail: focus the tile it was opened from.
  useEffect(() => {
    if (selected || !returnTo.current) return
    tiles.current.get(returnTo.current)?.focus()
    returnTo.current = undefined
  }, [selected])

  const loadMore = async () => {
    if (!address || !chainId || !listing.next) return
    setListing((l) => ({ ...l, status: 'more' }))
    try {
      const page = await fetchNfts(engine, { address, chainId, cursor: listing.next })
      setListing((l) =>
        l.key === key
          ? { ...l, items: [...l.items, ...page.data], next: page.next, status: 'ready' }
          : l,
      )
    } catch (error) {
      engine.logger.warn('NFTs failed', errorText(error))
      setListing((l) =>
        l.key === key ? { ...l, status: 'ready', error: errorText(error, engine) } : l,
      )
    }
  }

  if (listing.key !== key || listing.status === 'loading') return <NftsLoading />
  if (listing.status === 'error') {
    return (
      <div className="gw-center" data-testid="gw-nfts-error">
        <p className="gw-err" role="alert">
          {t('nftsFailed', { reason: listing.error ?? '' })}
        </p>
        <Button kind="secondary" onClick={() => setAttempt((n) => n + 1)}>
          {tf('tryAgain')}
        </Button>
      </div>
    )
  }
  const shown = listing.items.filter((nft) => !nft.flags.is_spam)
  const open = selected ? shown.find((nft) => keyOf(nft) === selected) : undefined
  if (open) {
    return (
      <NftDetail
        nft={open}
        network={network}
        onBack={() => {
          returnTo.current = selected
          setSelected(undefined)
        }}
      />
    )
  }
  if (shown.length === 0 && !listing.next) {
    return <p className="gw-muted gw-center">{t('noNfts')}</p>
  }
  return (
    <div className="gw-stack" data-testid="gw-nfts">
      <ul className="gw-nft-grid" aria-label={t('tab.NFTs')}>
        {shown.map((nft) => (
          <li key={keyOf(nft)}>
            <button
              ref={(el) => {
                if (el) tiles.current.set(keyOf(nft), el)
                else tiles.current.delete(keyOf(nft))
              }}
              type="button"
              className="gw-nft"
              data-testid="gw-nft"
              onClick={() => setSelected(keyOf(nft))}
            >
              <NftImage nft={nft} />
              <bdi className="gw-nft-name">{nft.name}</bdi>
              <span className="gw-nft-sub">
                <bdi>{nft.collection.name}</bdi>
                <span>#{nft.tokenId}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {listing.error && (
        <p className="gw-err" role="alert">
          {listing.error}
        </p>
      )}
      {listing.next && (
        <Button wide kind="secondary" disabled={listing.status === 'more'} onClick={loadMore}>
          {listing.status === 'more' ? tf('loading') : t('loadMore')}
        </Button>
      )}
    </div>
  )
}

function NftsLoading() {
  const t = useT('shell', accountMessages)
  return (
    <ul className="gw-nft-grid" aria-busy="true" aria-label={t('loadingNfts')}>
      {[0, 1].map((i) => (
        <li key={i} aria-hidden="true">
          <span className="gw-nft">
            <span className="gw-nft-img gw-skeleton" />
            <span className="gw-skeleton" />
          </span>
        </li>
      ))}
    </ul>
  )
}
