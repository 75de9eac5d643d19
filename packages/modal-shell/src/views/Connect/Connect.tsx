import { useStore } from '@nanostores/react'
import { type ComponentType, Fragment, useContext, useMemo, useSyncExternalStore } from 'react'
import { FeaturePending } from '../../components/FeaturePending/FeaturePending.js'
import { WalletListItem } from '../../components/WalletListItem/WalletListItem.js'
import {
  fromWallet,
  localWalletEntries,
  pickWallet,
} from '../../components/WalletListItem/walletEntries.js'
import { useEngine } from '../../context/GangwayContext.js'
import { WarmUp } from '../../context/WarmUp.js'
import { translateEntry, useT } from '../../hooks/useT.js'
import {
  type ConnectSlot,
  filterWallets,
  getConnectMethods,
  push,
  RECOMMENDED_WALLETS,
  STORAGE_KEYS,
} from '../../internal/core.js'
import { frameMessages } from '../../messages/frame.js'
import { getWalletPages } from '../AllWallets/walletPages.js'
import { preloadCoreViews } from '../lateViewsLoader.js'
import { useRecommendedWallets } from './useRecommendedWallets.js'
import { WalletQuad } from './WalletQuad.js'

/** The WalletConnect mark: a small inline SVG (no request). */
const WALLETCONNECT_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 40 40'%3E%3Crect width='40' height='40' rx='10' fill='%233b99fc'/%3E%3Cpath d='M12.5 15.5c4.1-4 10.9-4 15 0l.5.5-1.7 1.7-.7-.7c-2.9-2.8-7.4-2.8-10.3 0l-.7.7-1.7-1.7zm18.5 3.4 1.5 1.5-6.8 6.6-4.7-4.6-4.7 4.6-6.8-6.6 1.5-1.5 5.3 5.1 4.7-4.6 4.7 4.6z' fill='%23fff'/%3E%3C/svg%3E"

/** "600+" style count of the All-wallets entry (rounded down to tens). */
const countTag = (count: number | undefined) =>
  count === undefined || count === 0
    ? undefined
    : count < 10
      ? String(count)
      : `${Math.floor(count / 10) * 10}+`

/**
 * Connect: the connect methods in the spec's order (email, social, wallet; wallet first when an
 * installed wallet is found). Wallets: the recent ones first (spec §9: at most 2), then the
 * installed ones, then up to four recommended (the adapters' other connectors, then the
 * wallet-list service's recommended wallets, featured first), then the All-wallets entry. With
 * no wallet in the browser, a short explanation and the All-wallets entry highlighted.
 */
export function Connect() {
  const engine = useEngine()
  const t = useT('shell', frameMessages)
  const warm = useContext(WarmUp)
  const connectors = useStore(engine.$connectors)
  // A multi-chain wallet's entry is its connector of the active namespace.
  const namespace = useStore(engine.$activeNamespace)
  // The Connect slots features declare (email, socials…), filled once each feature loads.
  const slots = useStore(engine.$connectSlots)
  const all = engine.config.allWallets
  const pages = getWalletPages(engine)
  const count = useSyncExternalStore(
    pages.subscribe,
    () => pages.get().count,
    () => undefined,
  )
  // The All-wallets entry's picture: the service's first page once loaded, else the ones above.
  const firstPage = useSyncExternalStore(
    pages.subscribe,
    () => pages.get().wallets,
    () => undefined,
  )
  const service = useRecommendedWallets(engine)

  // The visitor's next step (a wallet's connecting view, AllWallets, Account) comes from the core
  // views' later chunk: fetched on the first sign of it (the pointer over the list, or focus in
  // it), not on every open, so an open that ends without a pick fetches and runs nothing more.
  // AllWallets' first page, a request to the wallet-list service, waits for its own entry.
  const prefetchViews = () => {
    if (warm) return
    preloadCoreViews().catch((error: unknown) =>
      engine.logger.warn('The modal views did not load', error),
    )
  }
  const prefetchFirstPage = () => {
    if (pages.get().page === 0) pages.loadMore()
  }

  const { recent, installed, others } = useMemo(
    () => localWalletEntries(engine, connectors, namespace),
    [engine, connectors, namespace],
  )
  const recommended = useMemo(
    () =>
      filterWallets(service ?? [], {
        connectors,
        recent: engine.storage.get(STORAGE_KEYS.recentWallets) ?? [],
        excludeWallets: engine.config.excludeWallets,
      }).map(fromWallet),
    [engine, connectors, service],
  )
  const shown = [
    ...recent,
    ...installed,
    ...[...others, ...recommended].slice(0, RECOMMENDED_WALLETS),
  ]
  const none = !recent.length && !installed.length && !others.length

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: prefetch only (no action): the rows inside are the buttons
    <div
      className="gw-stack"
      data-testid="gw-view-Connect"
      onPointerOver={prefetchViews}
      onFocus={prefetchViews}
    >
      {getConnectMethods(engine).map((method) => {
        if (method !== 'wallet') {
          const slot = slots.find((s) => s.id === method)
          return slot ? <ConnectSlotHost key={method} slot={slot} /> : null
        }
        return (
          <Fragment key={method}>
            {none && (
              <div className="gw-center">
                <p className="gw-title">{t('noWalletTitle')}</p>
                <p className="gw-muted">{t(all ? 'noWalletTextAll' : 'noWalletText')}</p>
              </div>
            )}
            <ul className="gw-list" aria-label={t('wallets')}>
              {shown.map((entry) => (
                <WalletListItem
                  key={entry.id}
                  id={entry.id}
                  name={entry.name}
                  icon={entry.icon}
                  imageId={entry.imageId}
                  tag={entry.tag}
                  onClick={() => pickWallet(engine, entry)}
                />
              ))}
              {engine.config.walletConnect && (
                // Any phone wallet by QR code; its code loads when the view opens.
                <WalletListItem
                  id="walletConnect"
                  name="WalletConnect"
                  icon={WALLETCONNECT_ICON}
                  tag={t('qrCode')}
                  onClick={() => push(engine, 'ConnectingWalletConnectBasic')}
                />
              )}
              {all && (
                <WalletListItem
                  id="all"
                  picture={
                    <WalletQuad entries={firstPage?.length ? firstPage.map(fromWallet) : shown} />
                  }
                  name={t('allWallets')}
                  tag={countTag(count)}
                  primary={none}
                  onClick={() => push(engine, 'AllWallets')}
                  onIntent={prefetchFirstPage}
                />
              )}
            </ul>
          </Fragment>
        )
      })}
    </div>
  )
}

/**
 * A Connect slot: the feature's component once registered; before that a placeholder row with
 * the declared label, while the feature loads (it loads on first open), or its load error.
 */
function ConnectSlotHost({ slot }: { slot: ConnectSlot }) {
  const engine = useEngine()
  const t = useT('shell', frameMessages)
  const Slot = slot.component as ComponentType<{ data: undefined }> | undefined
  if (Slot) return <Slot data={undefined} />
  const label = translateEntry(engine, slot.featureId, `slot.${slot.id}`, slot.label)
  return (
    <section className="gw-slot" data-testid={`gw-slot-${slot.id}`} aria-label={label}>
      <FeaturePending featureId={slot.featureId} title={t('slotUnavailable', { label })} />
    </section>
  )
}
