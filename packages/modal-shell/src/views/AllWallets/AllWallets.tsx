import { useStore } from '@nanostores/react'
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { Button } from '../../components/Button/Button.js'
import { SEARCH_MAX_CHARS } from '../../components/SearchInput/SearchInput.js'
import { Spinner } from '../../components/Spinner/Spinner.js'
import {
  fromWallet,
  localWalletEntries,
  pickWallet,
  type WalletEntry,
} from '../../components/WalletListItem/walletEntries.js'
import { useEngine } from '../../context/GangwayContext.js'
import { useT } from '../../hooks/useT.js'
import { filterWallets, releaseIdleImages, STORAGE_KEYS } from '../../internal/core.js'
import { connectingMessages } from '../../messages/connecting.js'
import { frameMessages } from '../../messages/frame.js'
import { errorText } from '../../utils/errorText.js'
import { useWalletSearch } from './useWalletSearch.js'
import { WalletGrid } from './WalletGrid.js'
import { getWalletPages } from './walletPages.js'

/** Skeleton tiles while the first page is on its way (spec §7: 20 images fetched ahead). */
const FIRST_PAGE_PLACEHOLDERS = 20
/** Skeleton tiles (one row) while more pages exist. */
const MORE_PLACEHOLDERS = 4

const matches = (entry: WalletEntry, text: string) =>
  entry.name.toLowerCase().includes(text.toLowerCase())

/**
 * AllWallets: every wallet, from the wallet-list service, in a virtualized grid (smooth with
 * 600+), loaded page by page as the visitor scrolls (spec §9: 40 per page), after the recent
 * (at most 2) and installed ones. A search box searches the service (spec §5 trimmed text; spec
 * §9 up to 100 results, 300 ms minimum wait) with loading, empty and error states. Picking a
 * wallet opens ConnectingExternal when it is installed, else ConnectingWalletConnect with it.
 */
export function AllWallets() {
  const engine = useEngine()
  const t = useT('shell', connectingMessages)
  const tFrame = useT('shell', frameMessages)
  const connectors = useStore(engine.$connectors)
  const pages = getWalletPages(engine)
  const list = useSyncExternalStore(pages.subscribe, pages.get, pages.get)
  const [query, setQuery] = useState('')
  const search = useWalletSearch(engine, query)
  const grid = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (pages.get().page === 0) pages.loadMore()
    return () => releaseIdleImages(engine)
  }, [engine, pages])

  const local = useMemo(() => {
    const { recent, installed, others } = localWalletEntries(engine, connectors)
    return [...recent, ...installed, ...others]
  }, [engine, connectors])

  // Connectors may announce after a page arrived: the rules run again on what is shown.
  const filter = useCallback(
    (wallets: Parameters<typeof filterWallets>[0]) =>
      filterWallets(wallets, {
        connectors,
        recent: engine.storage.get(STORAGE_KEYS.recentWallets) ?? [],
        excludeWallets: engine.config.excludeWallets,
      }).map(fromWallet),
    [engine, connectors],
  )
  const listed = useMemo(() => filter(list.wallets), [filter, list.wallets])
  const found = useMemo(() => filter(search.results), [filter, search.results])

  const searching = search.text !== ''
  const entries = searching
    ? [...local.filter((e) => matches(e, search.text)), ...found]
    : [...local, ...listed]
  const firstLoad = list.count === undefined && list.error === undefined
  const placeholders = searching
    ? 0
    : firstLoad
      ? FIRST_PAGE_PLACEHOLDERS
      : list.hasMore && !list.error
        ? MORE_PLACEHOLDERS
        : 0

  const onPick = useCallback((entry: WalletEntry) => pickWallet(engine, entry), [engine])
  const onEndReached = useCallback(() => {
    const { error, loading, hasMore } = pages.get()
    if (!error && !loading && hasMore) pages.loadMore()
  }, [pages])

  const status = searching
    ? search.status === 'loading'
      ? t('searching')
      : search.status === 'done'
        ? entries.length
          ? t('walletsFound', { count: entries.length })
          : t('noWalletFound')
        : ''
    : ''

  return (
    <div className="gw-stack gw-aw" data-testid="gw-view-AllWallets">
      <input
        type="search"
        className="gw-input"
        data-testid="gw-wallet-search"
        aria-label={t('searchWallets')}
        placeholder={t('searchWalletPlaceholder')}
        autoComplete="off"
        spellCheck={false}
        maxLength={SEARCH_MAX_CHARS}
        enterKeyHint="search"
        value={query}
        onChange={(e) => setQuery(e.target.value.slice(0, SEARCH_MAX_CHARS))}
        onKeyDown={(e) => {
          if (e.key !== 'ArrowDown') return
          const tile = grid.current?.querySelector<HTMLElement>('button[tabindex="0"]')
          if (tile) {
            e.preventDefault()
            tile.focus()
          }
        }}
      />
      <p className="gw-sr" role="status">
        {status}
      </p>
      {searching && search.status === 'loading' ? (
        <div className="gw-center gw-aw-state" aria-hidden="true">
          <Spinner />
          <p className="gw-muted">{t('searching')}</p>
        </div>
      ) : searching && search.status === 'error' ? (
        <div className="gw-center gw-aw-state" role="alert">
          <p className="gw-err">{t('searchFailed', { error: errorText(search.error, engine) })}</p>
          <button type="button" className="gw-btn" data-kind="secondary" onClick={search.retry}>
            {tFrame('tryAgain')}
          </button>
        </div>
      ) : searching && entries.length === 0 ? (
        <div className="gw-center gw-aw-state">
          <p className="gw-title">{t('noWalletFound')}</p>
          <p className="gw-muted">{t('tryAnotherName')}</p>
        </div>
      ) : (
        <div ref={grid}>
          <WalletGrid
            entries={entries}
            label={tFrame('wallets')}
            placeholders={placeholders}
            busy={searching ? false : list.loading}
            onPick={onPick}
            onEndReached={searching ? undefined : onEndReached}
          />
        </div>
      )}
      {!searching && list.error !== undefined && (
        <div className="gw-center gw-aw-error" role="alert">
          <p className="gw-err">
            {t(list.wallets.length ? 'moreWalletsFailed' : 'walletsFailed', {
              error: errorText(list.error, engine),
            })}
          </p>
          <Button kind="secondary" data-testid="gw-wallets-retry" onClick={() => pages.loadMore()}>
            {tFrame('tryAgain')}
          </Button>
        </div>
      )}
    </div>
  )
}
