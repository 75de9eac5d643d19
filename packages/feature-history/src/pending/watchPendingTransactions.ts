import * as v from 'valibot'
import { PENDING_TX_POLL_MS, PENDING_TX_WATCH_LIMIT } from '../history/constants.js'
import { type Engine, getRpcUrls, type Network } from '../internal/core.js'
import { RpcResponseError, rpcRequest } from './rpcRequest.js'

/** What `watchPendingTransactions` accepts. */
export type WatchPendingTransactionsParameters = {
  /** Called with the hashes of each batch of new pending transactions the node reports. */
  onTransactions(hashes: `0x${string}`[]): void
  /** Poll interval; default PENDING_TX_POLL_MS (spec §9: 30000 ms). */
  pollingInterval?: number
  /** Detected events after which watching stops; default PENDING_TX_WATCH_LIMIT (spec §9: 99). */
  limit?: number
  /** The fetch to use; defaults to the global one, looked up at call time. */
  fetch?: typeof fetch
}

const FilterId = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]+$/))
const Hashes = v.array(v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{64}$/)))

/**
 * Watches the connected EVM chain for new pending transactions through its RPC (spec §7
 * eth_newPendingTransactionFilter, eth_getFilterChanges, eth_uninstallFilter): installs a filter,
 * polls it every `pollingInterval` ms and calls `onTransactions` for each poll that reports new
 * hashes (one detected event). After `limit` events it stops for good (spec §9: 99). Follows the
 * active network (a new filter per chain) and watches only while an eip155 account is connected.
 * A filter the node forgot is installed again; failed polls are logged and the next one retried.
 *
 * @returns Stops watching and uninstalls the filter.
 * @example
 * const unwatch = watchPendingTransactions(engine, { onTransactions: () => refresh() })
 */
export function watchPendingTransactions(
  engine: Engine,
  params: WatchPendingTransactionsParameters,
): () => void {
  const interval = params.pollingInterval ?? PENDING_TX_POLL_MS
  const limit = params.limit ?? PENDING_TX_WATCH_LIMIT
  let events = 0
  let stopWatcher: (() => void) | undefined
  let watchedUrl: string | undefined

  const follow = () => {
    const network = engine.$activeNetwork.get()
    const account = engine.$account.get()
    const url =
      network?.chainNamespace === 'eip155' && account?.status === 'connected' && account.address
        ? rpcUrlOf(engine, network)
        : undefined
    if (url === watchedUrl) return
    stopWatcher?.()
    stopWatcher = undefined
    watchedUrl = url
    if (url) stopWatcher = watchUrl(url)
  }

  function watchUrl(url: string): () => void {
    const controller = new AbortController()
    const { signal } = controller
    let filter: Promise<string> | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const call = <T>(method: string, args: unknown[], schema: v.GenericSchema<unknown, T>) =>
      rpcRequest({ url, method, params: args, schema, signal, fetch: params.fetch })
    // One filter at a time, shared by every poll; a failed install is tried again next poll.
    const install = () => {
      filter ??= call('eth_newPendingTransactionFilter', [], FilterId).catch((error: unknown) => {
        filter = undefined
        throw error
      })
      return filter
    }

    const poll = async () => {
      try {
        const hashes = await call('eth_getFilterChanges', [await install()], Hashes)
        if (signal.aborted) return
        if (hashes.length > 0) {
          events++
          params.onTransactions(hashes as `0x${string}`[])
          if (events >= limit) {
            engine.logger.info(`Pending-transaction watch stopped after ${events} events`)
            stop()
            return
          }
        }
      } catch (error) {
        if (signal.aborted) return
        // The node forgot the filter (restart, expiry): install a new one on the next poll.
        if (error instanceof RpcResponseError) filter = undefined
        engine.logger.warn('Pending-transaction watch: poll failed', error)
      }
      if (!signal.aborted) timer = setTimeout(poll, interval)
    }

    // Installed at once, so transactions sent before the first poll are reported by it.
    install().catch((error: unknown) => {
      if (!signal.aborted) engine.logger.warn('Pending-transaction watch: no filter', error)
    })
    timer = setTimeout(poll, interval)

    return () => {
      controller.abort()
      clearTimeout(timer)
      filter?.then((id) => uninstall(url, id)).catch(() => {})
    }
  }

  const uninstall = (url: string, id: string) => {
    rpcRequest({
      url,
      method: 'eth_uninstallFilter',
      params: [id],
      schema: v.boolean(),
      signal: new AbortController().signal,
      fetch: params.fetch,
    }).catch((error: unknown) =>
      engine.logger.debug('Pending-transaction watch: uninstall failed', error),
    )
  }

  const unsubscribes = [engine.$activeNetwork.listen(follow), engine.$account.listen(follow)]
  let stopped = false
  const stop = () => {
    if (stopped) return
    stopped = true
    for (const unsubscribe of unsubscribes) unsubscribe()
    stopWatcher?.()
    stopWatcher = undefined
  }
  follow()
  return stop
}

function rpcUrlOf(engine: Engine, network: Network): string | undefined {
  return getRpcUrls(engine.config, network)[0]
}
