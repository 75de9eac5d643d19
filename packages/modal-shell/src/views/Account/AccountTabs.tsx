import { useStore } from '@nanostores/react'
import { type ComponentType, type KeyboardEvent, Suspense, useId, useRef } from 'react'
import { FeaturePending } from '../../components/FeaturePending/FeaturePending.js'
import { Spinner } from '../../components/Spinner/Spinner.js'
import { useEngine } from '../../context/GangwayContext.js'
import { type AccountTab, preloadFeature, setCurrentTab } from '../../internal/core.js'
import { Nfts } from './Nfts/Nfts.js'
import { Tokens } from './Tokens/Tokens.js'

/** Spec §2 account tabs; a feature fills one by declaring a tab with the same id. */
const SLOTS = ['Tokens', 'NFTs', 'Activity']
/**
 * What a slot shows when no feature fills it: imported, not lazy. They are in the Account view's
 * own chunk (lateViews.tsx), so they are there once the view is; a React.lazy wrapper showed its
 * spinner for React's fallback throttle (about 200 ms) on every first Account view, and the
 * panel then grew under the entries.
 */
const DEFAULT_PANELS: Record<string, ComponentType> = { Tokens, NFTs: Nfts }
const EMPTY: Record<string, string> = {
  Tokens: 'No tokens to show',
  NFTs: 'No NFTs to show',
  Activity: 'No activity to show',
}

/**
 * Tokens / NFTs / Activity (and any other tab a feature adds) as an ARIA tablist: arrow keys,
 * Home and End move between tabs. The selected tab is the account's `currentTab`.
 */
export function AccountTabs() {
  const engine = useEngine()
  const registered = useStore(engine.$tabs)
  const namespace = useStore(engine.$activeNamespace)
  const account = useStore(engine.$account)
  const id = useId()
  const list = useRef<HTMLDivElement>(null)
  const tabs: AccountTab[] = [
    ...SLOTS.map(
      (s) =>
        registered.find((t) => t.id === s) ?? {
          id: s,
          label: s,
          component: DEFAULT_PANELS[s] ?? null,
        },
    ),
    ...registered.filter((t) => !SLOTS.includes(t.id)),
  ]
  const index = Math.min(account?.currentTab ?? 0, tabs.length - 1)
  const tab = tabs[index]!
  const Panel = tab.component as ComponentType | null

  // Pointer or focus on a tab a feature fills fetches the feature's code ahead.
  const preload = (t: AccountTab) => {
    if (t.featureId && !t.component) preloadFeature(engine, t.featureId)
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
      <div ref={list} className="gw-tabs" role="tablist" aria-label="Account" onKeyDown={onKeyDown}>
        {tabs.map((t, i) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            className="gw-tab"
            id={`${id}-${i}`}
            data-testid={`gw-tab-${t.id}`}
            aria-selected={i === index}
            aria-controls={`${id}-panel`}
            tabIndex={i === index ? 0 : -1}
            onClick={() => select(i)}
            onPointerEnter={() => preload(t)}
            onFocus={() => preload(t)}
          >
            {t.label}
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
          <FeaturePending featureId={tab.featureId} title="Nothing to show" />
        ) : (
          <p className="gw-muted gw-center">{EMPTY[tab.id] ?? 'Nothing to show'}</p>
        )}
      </div>
    </div>
  )
}
