import { RETURN_POLL_MS, RETURN_STATUS_PARAM } from '../constants.js'
import { type Engine, fetchBalance, fetchTokenBalances, push, translate } from '../internal/core.js'
import { onrampMessages } from '../messages.js'
import type { OnRampProvider, OnRampPurchase } from '../onrampFeature.js'
import { generateOnrampUrl } from '../service/onrampService.js'
import type { OnrampRuntime } from '../state.js'

const RETURN_MARK = 'gwOnramp'

/** A fresh secret for one purchase's return URL (128 bits, hex). */
function nonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * The page the provider's window returns to, marked with this purchase's secret: a page that
 * did not get this purchase's URL (another site the window visits, an earlier purchase's
 * return) cannot make it look complete.
 */
function returnUrlOf(runtime: OnrampRuntime, mark: string): URL {
  const url = new URL(runtime.returnUrl ?? `${location.origin}${location.pathname}`)
  url.searchParams.set(RETURN_MARK, mark)
  return url
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/

/**
 * The provider page as a URL the window may load: `https:` only (a money page over plain http
 * can be rewritten on the way); `http:` only from a page that is itself served on this machine
 * to a page on this machine (the devstack's provider). Anything else (`javascript:`, `data:`,
 * a relative path) is refused.
 */
function safeProviderUrl(url: string): URL | undefined {
  let target: URL
  try {
    target = new URL(url)
  } catch {
    return undefined
  }
  if (target.protocol === 'https:') return target
  const local = LOOPBACK.test(target.hostname) && LOOPBACK.test(location.hostname)
  return target.protocol === 'http:' && local && location.protocol === 'http:' ? target : undefined
}

/** The provider's page for a purchase, or `undefined` when it has none. */
async function providerUrl(
  engine: Engine,
  provider: OnRampProvider,
  purchase: OnRampPurchase,
): Promise<string | undefined> {
  if (!provider.url) return undefined
  if (provider.url === 'generator')
    return generateOnrampUrl(engine, {
      address: purchase.address,
      network: purchase.network,
      asset: purchase.asset,
      fiatAmount: Number(purchase.fiatAmount),
    })
  return provider.url(purchase)
}

/**
 * Buys through a provider. Must run inside the click: the window opens synchronously (so no
 * pop-up blocker stops it), then loads the provider's page once its URL is known (https only,
 * see `safeProviderUrl`), after cutting the window's `opener` (the provider's page cannot reach
 * or navigate ours). The window is watched: when it comes back to the return URL (same origin,
 * and this purchase's secret mark, both checked), the purchase succeeded or failed by its
 * `status`; closed before that, it was abandoned. On success the balances are fetched again (the
 * funds are on the chain by then).
 */
export function buy(
  engine: Engine,
  runtime: OnrampRuntime,
  provider: OnRampProvider,
  purchase: OnRampPurchase,
): void {
  runtime.stopWatch?.()
  runtime.$error.set(undefined)
  const popup = window.open('about:blank', '_blank', 'popup,width=480,height=720')
  if (!popup) {
    runtime.$error.set(translate(engine, 'onramp', onrampMessages, 'popupBlocked'))
    return
  }
  const set = (patch: Partial<NonNullable<ReturnType<typeof runtime.$purchase.get>>>) => {
    const current = runtime.$purchase.get()
    if (current) runtime.$purchase.set({ ...current, ...patch })
  }
  runtime.$purchase.set({ provider, status: 'opening', url: undefined })
  if (engine.$router.get().view !== 'BuyInProgress') push(engine, 'BuyInProgress')
  const mark = nonce()
  const back = returnUrlOf(runtime, mark)
  let timer: ReturnType<typeof setInterval> | undefined
  let done = false
  const stop = () => {
    done = true
    if (timer) clearInterval(timer)
    if (runtime.stopWatch === stop) runtime.stopWatch = undefined
  }
  runtime.stopWatch = stop
  void providerUrl(engine, provider, purchase).then(
    (url) => {
      if (done) return
      const target = url ? safeProviderUrl(url) : undefined
      if (!target) {
        if (url) engine.logger.warn('onramp: refused a provider URL that is not https', url)
        popup.close()
        stop()
        set({ status: 'failed' })
        return
      }
      target.searchParams.set('redirectUrl', back.toString())
      target.searchParams.set('fiatCurrency', purchase.fiat)
      // Cut the way back before the provider's page loads (window.open could not say
      // 'noopener': we need the handle to load the URL and watch the return).
      popup.opener = null
      popup.location.href = target.toString()
      set({ status: 'waiting', url: target.toString() })
      timer = setInterval(() => {
        let here: URL | undefined
        try {
          // Readable only once the window is back on our origin (else the browser throws).
          here = new URL(popup.location.href)
        } catch {}
        if (here && here.origin === back.origin && here.searchParams.get(RETURN_MARK) === mark) {
          const status = here.searchParams.get(RETURN_STATUS_PARAM)
          popup.close()
          stop()
          set({ status: status === 'success' ? 'success' : 'failed' })
          if (status === 'success') {
            void fetchBalance(engine, { force: true })
            void fetchTokenBalances(engine, { force: true }).catch(() => undefined)
          }
          return
        }
        if (popup.closed) {
          stop()
          set({ status: 'abandoned' })
        }
      }, RETURN_POLL_MS)
    },
    (error: unknown) => {
      engine.logger.warn('onramp: no provider URL', error)
      popup.close()
      stop()
      set({ status: 'failed' })
    },
  )
}
