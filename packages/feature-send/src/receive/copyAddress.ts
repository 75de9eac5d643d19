import { SEND_MESSAGES } from '../constants.js'
import { type Engine, showToast } from '../internal/core.js'

/** Copies the address to the clipboard, then says so (or that it failed) in a toast. */
export async function copyAddress(engine: Engine, address: string): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('No clipboard')
    await navigator.clipboard.writeText(address)
    showToast(engine, { variant: 'success', message: SEND_MESSAGES.addressCopied })
  } catch (error) {
    engine.logger.warn('Receive: copy failed', error)
    showToast(engine, { variant: 'error', message: SEND_MESSAGES.copyFailed })
  }
}
