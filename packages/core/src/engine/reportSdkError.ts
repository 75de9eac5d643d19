import { emitEvent } from '../events/emitEvent.js'
import type { ChainNamespace } from '../types.js'
import { errorMessage } from './internal.js'
import type { Engine } from './types.js'

/**
 * Logs an adapter failure and emits INTERNAL_SDK_ERROR (spec §8 "Provider init failures reported
 * as an internal SDK error event"). @internal
 */
export function reportSdkError(
  engine: Engine,
  step: string,
  namespace: ChainNamespace,
  error: unknown,
): void {
  const message = errorMessage(error)
  engine.logger.error(`Adapter ${namespace}: ${step} failed`, message)
  emitEvent(engine, 'INTERNAL_SDK_ERROR', { namespace, step, message })
}
