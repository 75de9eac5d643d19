import {
  type CSSProperties,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { createImageGate, ImageGate } from '../../components/WalletListItem/ImageGate.js'
import type { WalletEntry } from '../../components/WalletListItem/walletEntries.js'
import { GAP, ROW_HEIGHT, tilePosition, WalletTile } from './WalletTile.js'

export { ROW_HEIGHT }

const MIN_TILE_WIDTH = 76
/** Rows rendered above and below the visible ones. */
const OVERSCAN = 2
/** Used before layout is known (and where there is none, as in tests). */
const FALLBACK_VIEWPORT = 416
/** Images of new tiles load once the grid has not scrolled for this long. */
const SCROLL_SETTLE_MS = 150
/** And no sooner than this after the tile asked (a tile that only flies by never asks). */
const IMAGE_DELAY_MS = 100
/** Load the next page when the last rendered row is this close to the end. */
const LOAD_AHEAD_ROWS = 3

type Range = { first: number; last: number }

function rangeFor(scrollTop: number, height: number, rows: number): Range {
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN)
  const last = Math.min(rows, Math.ceil((scrollTop + height) / ROW_HEIGHT) + OVERSCAN)
  return { first, last: Math.max(first, last) }
}

/**
 * A virtualized grid of wallet tiles: only the rows in view (plus two above and below) are in
 * the page, so 600+ wallets scroll as smoothly as 20. One scroll container of fixed height; the
 * list keeps its full height with padding, so the scrollbar is true. Keyboard: one tile is
 * tabbable; arrows move by one tile or one row, Home / End to the ends, Page Up / Down by a
 * screen; Enter or Space picks. Calls `onEndReached` as the visitor nears the end.
 */
export function WalletGrid({
  entries,
  label,
  placeholders = 0,
  busy = false,
  onPick,
  onEndReached,
}: {
  entries: readonly WalletEntry[]
  label: string
  /** Skeleton tiles after the entries (a page on its way). */
  placeholders?: number
  busy?: boolean
  onPick: (entry: WalletEntry) => void
  onEndReached?: (() => void) | undefined
}) {
  const scroller = useRef<HTMLDivElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const [columns, setColumns] = useState(4)
  const [viewport, setViewport] = useState(FALLBACK_VIEWPORT)
  // The scroll position lives in a ref; only the rendered rows are state, so scrolling within
  // a row renders nothing.
  const scrollTop = useRef(0)
  const [, setRowRange] = useState({ first: 0, last: 0 })
  const [active, setActive] = useState(0)
  const focusNext = useRef(false)
  const [gate] = useState(() => createImageGate(SCROLL_SETTLE_MS, IMAGE_DELAY_MS))

  const total = entries.length + placeholders
  const rows = Math.ceil(total / columns)
  const range = rangeFor(scrollTop.current, viewport, rows)
  const update = useCallback(
    (top: number) => {
      scrollTop.current = top
      const next = rangeFor(top, viewport, rows)
      setRowRange((prev) => (prev.first === next.first && prev.last === next.last ? prev : next))
    },
    [viewport, rows],
  )

  // Columns and height follow the container's size.
  useLayoutEffect(() => {
    const el = scroller.current
    if (!el) return
    const measure = () => {
      const width = el.clientWidth
      if (width > 0) setColumns(Math.max(3, Math.floor((width + GAP) / (MIN_TILE_WIDTH + GAP))))
      if (el.clientHeight > 0) setViewport(el.clientHeight)
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [])

  // One state update per frame while scrolling.
  useEffect(() => {
    const el = scroller.current
    if (!el) return
    let frame = 0
    const onScroll = () => {
      gate.busy()
      if (frame) return
      frame = requestAnimationFrame(() => {
        frame = 0
        update(el.scrollTop)
      })
    }
    el.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      el.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [update, gate])

  // A new list (search results, another page size) starts at its top.
  const firstId = entries[0]?.id
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list's first wallet changes
  useEffect(() => {
    setActive(0)
    // (Not on mount: already at the top, and writing scrollTop would force a layout.)
    if (scrollTop.current === 0) return
    if (scroller.current) scroller.current.scrollTop = 0
    update(0)
  }, [firstId])

  // Near the end: ask for the next page.
  useEffect(() => {
    if (onEndReached && range.last >= rows - LOAD_AHEAD_ROWS) onEndReached()
  }, [onEndReached, range.last, rows])

  // Focus the active tile after a keyboard move rendered it.
  useLayoutEffect(() => {
    if (!focusNext.current) return
    focusNext.current = false
    list.current?.querySelector<HTMLElement>(`[data-index="${active}"]`)?.focus({
      preventScroll: true,
    })
  })

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(entries.length - 1, index))
    const el = scroller.current
    const row = Math.floor(next / columns)
    let top = el?.scrollTop ?? scrollTop.current
    if (row * ROW_HEIGHT < top) top = row * ROW_HEIGHT
    else if ((row + 1) * ROW_HEIGHT - GAP > top + viewport)
      top = (row + 1) * ROW_HEIGHT - GAP - viewport
    if (el && el.scrollTop !== top) el.scrollTop = top
    update(top)
    setActive(next)
    focusNext.current = true
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const perPage = columns * Math.max(1, Math.floor(viewport / ROW_HEIGHT))
    const step: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: columns,
      ArrowUp: -columns,
      PageDown: perPage,
      PageUp: -perPage,
    }
    let target: number | undefined
    if (event.key in step) target = active + step[event.key]!
    else if (event.key === 'Home') target = 0
    else if (event.key === 'End') target = entries.length - 1
    if (target === undefined || entries.length === 0) return
    event.preventDefault()
    moveTo(target)
  }

  const pick = useCallback(
    (entry: WalletEntry, index: number) => {
      setActive(index)
      onPick(entry)
    },
    [onPick],
  )

  const start = range.first * columns
  const end = Math.min(total, range.last * columns)
  // The tabbable tile: the active one when rendered, else the first rendered.
  const tabIndex = active >= start && active < end ? active : start
  const tiles = []
  for (let i = start; i < end; i++) {
    const entry = entries[i]
    tiles.push(
      entry ? (
        <WalletTile
          key={entry.id}
          entry={entry}
          index={i}
          columns={columns}
          total={entries.length}
          tabbable={i === tabIndex}
          onPick={pick}
        />
      ) : (
        <li
          key={`placeholder-${i}`}
          className="gw-tile gw-tile-skeleton"
          aria-hidden="true"
          style={tilePosition(i, columns)}
        />
      ),
    )
  }

  return (
    <ImageGate.Provider value={gate}>
      <div ref={scroller} className="gw-aw-scroll" data-testid="gw-wallet-grid">
        <ul
          ref={list}
          className="gw-aw-grid"
          aria-label={label}
          aria-busy={busy || undefined}
          onKeyDown={onKeyDown}
          onFocus={(event) => {
            const index = Number((event.target as HTMLElement).dataset.index)
            if (Number.isInteger(index)) setActive(index)
          }}
          style={
            {
              '--gw-cols': columns,
              height: rows * ROW_HEIGHT - (rows > 0 ? GAP : 0),
            } as CSSProperties
          }
        >
          {tiles}
        </ul>
      </div>
    </ImageGate.Provider>
  )
}
