import { resolveNamespace } from '../engine/internal.js'
import { assertLive } from '../engine/resources.js'
import type { Engine } from '../engine/types.js'
import { emitEvent } from '../events/emitEvent.js'
import { findViewProvider } from '../features/findViewProvider.js'
import { preloadFeature } from '../features/preloadFeature.js'
import { reset } from '../router/reset.js'
import { activeNamespaceKey } from '../storage/keys.js'
import type { ChainNamespace, RouterData, ViewArguments, ViewName } from '../types.js'

/** What `open` accepts. */
export type OpenParameters = {
  view?: ViewName
  namespace?: ChainNamespace
  /** Router data for `view` (connector, wallet… as the modal's own views pass it). */
  data?: RouterData
  /**
   * The host's arguments for `view` (a feature's README names them, e.g. Swap's `fromToken`,
   * `toToken`, `amount`): the view reads them as `arguments` and checks them with its own schema.
   * Ignored when the opening rules pick another view.
   */
  arguments?: ViewArguments
}

/**
 * Opens the modal on the view picked by the opening rules of spec §2, in order: with a namespace,
 * switch to it first; with no adapters and no address, AllWallets on mobile and
 * ConnectingWalletConnectBasic otherwise; with an explicit view, that view; with an address,
 * Account; otherwise Connect.
 *
 * @throws NamespaceNotConfiguredError when `namespace` is not configured; EngineDestroyedError
 * after `destroy(engine)`.
 * @example
 * import { open } from '@gangway/core'
 * open(engine, { view: 'Networks' })
 * open(engine, { view: 'Swap', arguments: { fromToken: 'ETH', toToken: 'USDC', amount: '0.1' } })
 */
export function open(engine: Engine, args: OpenParameters = {}): void {
  assertLive(engine)
  if (args.namespace) {
    const namespace = resolveNamespace(engine, args.namespace)
    engine.$activeNamespace.set(namespace)
    engine.storage.set(activeNamespaceKey, namespace)
  }
  const address = engine.$account.get()?.address
  if (engine.adapters.size === 0 && !address) {
    showModal(engine, engine.isMobile() ? 'AllWallets' : 'ConnectingWalletConnectBasic')
  } else if (args.view) showModal(engine, args.view, args.data, args.arguments)
  else showModal(engine, address ? 'Account' : 'Connect')
}

/** Opens the modal on exactly `view`, without the opening rules. @internal */
export function showModal(
  engine: Engine,
  view: ViewName,
  data?: RouterData,
  args?: ViewArguments,
): void {
  // A view of a feature that has not loaded yet: its code starts loading now, not at render.
  const provider = view in engine.$views.get() ? undefined : findViewProvider(engine, view)
  if (provider) preloadFeature(engine, provider.featureId)
  reset(engine, view, data, args)
  const wasOpen = engine.$modal.get().open
  engine.$modal.setKey('open', true)
  if (!wasOpen) {
    emitEvent(engine, 'MODAL_OPEN', { connected: Boolean(engine.$account.get()?.address) })
  }
}
