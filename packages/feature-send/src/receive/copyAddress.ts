import { type Engine, showToast } from '../internal/core.js'
import { RECEIVE_MESSAGES } from './constants.js'

/** Copies the address to the clipboard, then says so (or that it failed) in a toast. */
export async function copyAddress(engine: Engine, address: string): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('No clipboard')
    await navigator.clipboard.writeText(address)
    showToast(engine, { variant: 'success', message: RECEIVE_MESSAGES.addressCopied })
  } catch (error) {
    engine.logger.warn('Receive: copy failed', error)
    showToast(engine, { variant: 'error', message: RECEIVE_MESSAGES.copyFailed })
  }
}
