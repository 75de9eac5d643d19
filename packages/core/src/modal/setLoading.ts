import type { Engine } from '../engine/types.js'
import type { ChainNamespace } from '../types.js'

/**
 * Sets the modal's loading flag, or one namespace's loading flag when `namespace` is given.
 *
 * @example
 * import { setLoading } from '@gangway/core/internal'
 * setLoading(engine, true, 'solana')
 */
export function setLoading(engine: Engine, loading: boolean, namespace?: ChainNamespace): void {
  if (!namespace) {
    engine.$modal.setKey('loading', loading)
    return
  }
  const { loadingNamespaces } = engine.$modal.get()
  engine.$modal.setKey('loadingNamespaces', { ...loadingNamespaces, [namespace]: loading })
}
