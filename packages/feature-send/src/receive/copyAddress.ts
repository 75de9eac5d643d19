import { type Engine, showToast, translate } from '../internal/core.js'
import { receiveMessages } from '../messages/receive.js'

/** Copies the address to the clipboard, then says so (or that it failed) in a toast. */
export async function copyAddress(engine: Engine, address: string): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('No clipboard')
    await navigator.clipboard.writeText(address)
    showToast(engine, {
      variant: 'success',
      message: translate(engine, 'receive', receiveMessages, 'receive.addressCopied'),
    })
  } catch (error) {
    engine.logger.warn('Receive: copy failed', error)
    showToast(engine, {
      variant: 'error',
      message: translate(engine, 'receive', receiveMessages, 'receive.copyFailed'),
    })
  }
}
