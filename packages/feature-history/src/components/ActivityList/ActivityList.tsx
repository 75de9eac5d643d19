import {
  Button,
  Spinner,
  type Translate,
  useEngine,
  useLocale,
  useT,
  useViewStyles,
} from '@gangway/modal-shell/kit'
import { useStore } from '@nanostores/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { describeTransaction } from '../../format/describeTransaction.js'
import { getExplorerTxUrl } from '../../format/getExplorerTxUrl.js'
import { getHistoryStore } from '../../history/historyStore.js'
import { loadMoreTransactions } from '../../history/loadMoreTransactions.js'
import { loadTransactions } from '../../history/loadTransactions.js'
import { refreshTransactions } from '../../history/refreshTransactions.js'
import { useNow } from '../../hooks/useNow.js'
import type { Engine } from '../../internal/core.js'
import { historyMessages } from '../../messages.js'
import { css } from '../styles.js'
import { TransactionItem } from '../TransactionItem/TransactionItem.js'

/** Skeleton rows while the first page loads. */
const PLACEHOLDERS = 3

/**
 * The connected account's transactions on the connected chain: skeleton rows while loading,
 * then the list, or "No activity yet" when there is none (spec §4). Older pages load when the
 * end of the list scrolls into view (or with the "Load more" button, for keyboards), each once.
 * A failure shows the spec's toast and a Retry button. Shown again, the list checks for new
 * entries.
 */
export function ActivityList() {
  const engine = useEngine()
  useViewStyles('history', css)
  const t = useT('history', historyMessages)
  const { locale } = useLocale()
  const store = getHistoryStore(engine)
  const state = useStore(store.$history)
  const network = useStore(engine.$activeNetwork)
  const now = useNow()
  const { status, address, chainId, transactions, next, loadingMore, error } = state

  // The first page, whenever the list has none for the connected account and chain.
  useEffect(() => {
    if (status === 'idle' && address && chainId) loadTransactions(engine).catch(log(engine))
  }, [engine, status, address, chainId])
  // Shown again with a list already loaded: look for entries that arrived since.
  useEffect(() => {
    if (getHistoryStore(engine).$history.get().status === 'ready') {
      refreshTransactions(engine).catch(log(engine))
    }
  }, [engine])

  // `locale`: the titles, statuses and amounts are said again in a new one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `t` is new each render, `locale` stands for it
  const rows = useMemo(
    () => (address ? transactions.map((tx) => describeTransaction(tx, address, t, locale)) : []),
    [transactions, address, locale],
  )
  const explorerName = network?.blockExplorers?.default.name ?? t('explorer')

  if (!address) {
    return <p className="gw-muted gw-center">{t('connectToSee')}</p>
  }
  if (status === 'idle' || status === 'loading') {
    return (
      <div className="gw-stack" aria-busy="true" data-testid="gw-history-loading">
        <span className="gw-sr" role="status">
          {t('loading')}
        </span>
        {Array.from({ length: PLACEHOLDERS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <div key={i} className="gw-tx-ph" aria-hidden="true" />
        ))}
      </div>
    )
  }
  if (status === 'error') {
    return (
      <div className="gw-center" role="alert" data-testid="gw-history-error">
        <Failed t={t} retry={() => loadTransactions(engine).catch(log(engine))} />
      </div>
    )
  }
  if (rows.length === 0 && !next) {
    return (
      <p className="gw-muted gw-center" data-testid="gw-history-empty">
        {t('empty')}
      </p>
    )
  }
  return (
    <div>
      <ul className="gw-list" aria-label={t('list')} data-testid="gw-history-list">
        {rows.map((row) => {
          const url = getExplorerTxUrl(network, row.hash)
          return (
            <TransactionItem
              key={row.id}
              engine={engine}
              row={row}
              now={now}
              t={t}
              locale={locale}
              explorer={url ? { name: explorerName, url } : undefined}
            />
          )
        })}
      </ul>
      <div className="gw-tx-foot" aria-live="polite">
        {error ? (
          <Failed t={t} retry={() => loadMoreTransactions(engine)} />
        ) : next ? (
          <LoadMore engine={engine} loading={loadingMore} cursor={next} t={t} />
        ) : null}
      </div>
    </div>
  )
}

/**
 * The end of the list: loads the next page while it is in view (scrolling), and is a button for
 * keyboards and screen readers. After a page loads it stays in view on a short list, and loads
 * the next one; once out of view it waits for the next scroll.
 */
function LoadMore({
  engine,
  loading,
  cursor,
  t,
}: {
  engine: Engine
  loading: boolean
  cursor: string
  t: Translate<typeof historyMessages>
}) {
  const ref = useRef<HTMLButtonElement>(null)
  const [inView, setInView] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) =>
      setInView(entries.some((entry) => entry.isIntersecting)),
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new cursor is a new page to load
  useEffect(() => {
    if (inView && !loading) loadMoreTransactions(engine)
  }, [engine, inView, loading, cursor])
  return (
    <Button
      ref={ref}
      kind="secondary"
      data-testid="gw-history-more"
      aria-busy={loading}
      // Not `disabled`: a keyboard user who pressed it keeps focus while the page loads.
      aria-disabled={loading}
      onClick={() => loadMoreTransactions(engine)}
    >
      {loading ? (
        <>
          <Spinner size={16} />
          {t('loadingOlder')}
        </>
      ) : (
        t('loadOlder')
      )}
    </Button>
  )
}

/** Logs what an action rejected with (only TransactionsAddressError: nothing is connected). */
const log = (engine: Engine) => (error: unknown) =>
  engine.logger.warn('Activity: transactions not loaded', error)

/** The spec's failure text and its Retry button, for the first page and for a later one. */
function Failed({ retry, t }: { retry: () => void; t: Translate<typeof historyMessages> }) {
  return (
    <>
      <p className="gw-err">{t('fetchFailed')}</p>
      <Button kind="secondary" data-testid="gw-history-retry" onClick={retry}>
        {t('retry')}
      </Button>
    </>
  )
}
