import { useStore } from '@nanostores/react'
import { type ComponentType, type KeyboardEvent, Suspense, useId, useRef } from 'react'
import { FeaturePending } from '../../components/FeaturePending/FeaturePending.js'
import { Spinner } from '../../components/Spinner/Spinner.js'
import { useEngine } from '../../context/GangwayContext.js'
import { translateEntry, useT } from '../../hooks/useT.js'
import { type AccountTab, preloadFeature, setCurrentTab } from '../../internal/core.js'
import { accountMessages } from '../../messages/account.js'
import { frameMessages } from '../../messages/frame.js'
import { Nfts } from './Nfts/Nfts.js'
import { Tokens } from './Tokens/Tokens.js'

/** Spec §2 account tabs; a feature fills one by declaring a tab with the same id. */
const SLOTS = ['Tokens', 'NFTs', 'Activity'] as const
type Slot = (typeof SLOTS)[number]
const isSlot = (id: string): id is Slot => (SLOTS as readonly string[]).includes(id)
/**
 * What a slot shows when no feature fills it: imported, not lazy. They are in the Account view's
 * own chunk (lateViews.tsx), so they are there once the view is; a React.lazy wrapper showed its
 * spinner for React's fallback throttle (about 200 ms) on every first Account view, and the
 * panel then grew under the entries.
 */
const DEFAULT_PANELS: Record<string, ComponentType> = { Tokens, NFTs: Nfts }
/** Each slot's empty state (a key of `accountMessages`). */
const EMPTY = { Tokens: 'noTokens', NFTs: 'noNfts', Activity: 'noActivity' } as const

/**
 * Tokens / NFTs / Activity (and any other tab a feature adds) as an ARIA tablist: arrow keys,
 * Home and End move between tabs. The selected tab is the account's `currentTab`.
 */
export function AccountTabs() {
  const engine = useEngine()
  const t = useT('shell', accountMessages)
  const tf = useT('shell', frameMessages)
  const registered = useStore(engine.$tabs)
  const namespace = useStore(engine.$activeNamespace)
  const account = useStore(engine.$account)
  const id = useId()
  const list = useRef<HTMLDivElement>(null)
  const tabs: AccountTab[] = [
    ...SLOTS.map(
      (s) =>
        registered.find((r) => r.id === s) ?? {
          id: s,
          label: s,
          component: DEFAULT_PANELS[s] ?? null,
        },
    ),
    ...registered.filter((r) => !isSlot(r.id)),
  ]
  const index = Math.min(account?.currentTab ?? 0, tabs.length - 1)
  const tab = tabs[index]!
  const Panel = tab.component as ComponentType | null

  // Pointer or focus on a tab a feature fills fetches the feature's code ahead.
  const preload = (entry: AccountTab) => {
    if (entry.featureId && !entry.component) preloadFeature(engine, entry.featureId)
  }
  // A feature's tab: its label from the feature's catalogue (`tab.<id>`), else the declared
  // English. A slot's (Tokens, NFTs, Activity) under its own name: the shell's translation when
  // the feature's catalogue has none.
  const labelOf = (entry: AccountTab) => {
    const own = entry.featureId
      ? translateEntry(engine, entry.featureId, `tab.${entry.id}`, entry.label)
      : entry.label
    return isSlot(entry.id) && own === entry.id ? t(`tab.${entry.id}`) : own
  }
  const select = (i: number) => {
    setCurrentTab(engine, i, namespace)
    list.current?.querySelectorAll<HTMLElement>('[role=tab]')[i]?.focus()
  }
  const onKeyDown = (e: KeyboardEvent) => {
    const last = tabs.length - 1
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[e.key]
    if (next === undefined) return
    e.preventDefault()
    select(next > last ? 0 : next < 0 ? last : next)
  }

  return (
    <div>
      <div
        ref={list}
        className="gw-tabs"
        role="tablist"
        aria-label={tf('title.Account')}
        onKeyDown={onKeyDown}
      >
        {tabs.map((entry, i) => (
          <button
            key={entry.id}
            type="button"
            role="tab"
            className="gw-tab"
            id={`${id}-${i}`}
            data-testid={`gw-tab-${entry.id}`}
            aria-selected={i === index}
            aria-controls={`${id}-panel`}
            tabIndex={i === index ? 0 : -1}
            onClick={() => select(i)}
            onPointerEnter={() => preload(entry)}
            onFocus={() => preload(entry)}
          >
            {labelOf(entry)}
          </button>
        ))}
      </div>
      <div
        className="gw-panel"
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${index}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs pattern: the panel is reachable by Tab
        tabIndex={0}
      >
        {Panel ? (
          <Suspense
            fallback={
              <div className="gw-center" aria-busy="true">
                <Spinner />
              </div>
            }
          >
            <Panel />
          </Suspense>
        ) : tab.featureId ? (
          // A declared tab whose feature has not loaded: it loads now (on first show).
          <FeaturePending featureId={tab.featureId} title={t('nothingToShow')} />
        ) : (
          <p className="gw-muted gw-center">
            {t(isSlot(tab.id) ? EMPTY[tab.id] : 'nothingToShow')}
          </p>
        )}
      </div>
    </div>
  )
}
