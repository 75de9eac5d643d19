import type { Feature } from '@gangway/core'
import { checkOptions, optional, string } from '@gangway/core/internal'

/** Options of `sendFeature`. */
export type SendFeatureOptions = {
  /**
   * Offer Buy when the funds are insufficient and on the empty token list: the view the host's
   * on-ramp feature registers (e.g. `'OnRampProviders'`). Nothing is offered without it.
   */
  buyView?: string
}

/**
 * The Send feature's descriptor: pass it in config to get a Send entry on the Account view and
 * the WalletSend, WalletSendSelectToken and WalletSendPreview views. Only
 * this object is in the host's initial bundle: the entry and the views are declared as data (the
 * entry shows at once, where the adapter has the `transfer` capability), and the code loads with
 * `import()` when Send is first opened (or its entry hovered).
 *
 * A host opens Send with fixed arguments through the router data:
 * `modal.open({ view: 'WalletSend', data: { amount, assetAddress, namespace, chainId, to } })`.
 *
 * @throws ConfigError when an option is wrong, e.g. `sendFeature: buyView: Expected string
 * received true`.
 * @example
 * import { createModal } from '@gangway/modal-shell'
 * import { receiveFeature, sendFeature } from '@gangway/feature-send'
 * const modal = createModal({
 *   projectId, networks, adapters,
 *   features: { send: sendFeature(), receive: receiveFeature() },
 * })
 */
/* @__NO_SIDE_EFFECTS__ */
export function sendFeature(
  options: SendFeatureOptions = {},
): Feature<SendFeatureOptions> & { id: 'send' } {
  checkOptions('sendFeature', options, { buyView: optional(string) })
  return {
    id: 'send',
    options,
    provides: {
      views: [
        { name: 'WalletSend', title: 'Send' },
        { name: 'WalletSendSelectToken', title: 'Select token' },
        { name: 'WalletSendPreview', title: 'Review send' },
      ],
      actions: [
        {
          id: 'send',
          label: 'Send',
          view: 'WalletSend',
          order: 1,
          requires: 'transfer',
          // An arrow up and out.
          icon: 'M7 17 17 7M8 7h9v9',
        },
      ],
    },
    load: () => import('./send/module.js'),
    loadOn: 'use',
    messages: (locale) => import('./locales/index.js').then((m) => m.load(locale)),
  }
}

/**
 * This feature's views, for a host's `open({ view })` (core's `FeatureViewNames`), and its texts
 * for a host's typed `messages` overrides (namespace `send`; declared here too, so the package's
 * types carry it: `messages/` is reached only through `import()`).
 */
declare module '@gangway/core' {
  interface FeatureViewNames {
    WalletSend: true
    WalletSendSelectToken: true
    WalletSendPreview: true
  }
  interface MessageCatalogues {
    send: typeof import('./messages/send.js').sendMessages
  }
}
