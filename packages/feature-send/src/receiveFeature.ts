import type { Feature } from '@gangway/core'
import { checkOptions } from '@gangway/core/internal'

/**
 * The Receive feature's descriptor: a Receive entry on the Account view and the WalletReceive
 * (address chip, QR code, copy) and WalletCompatibleNetworks views. Only this object is bundled
 * up front; the views load with `import()` when Receive is first opened, and the QR encoder
 * loads only when the code is drawn.
 *
 * @param options - none yet: `receiveFeature()`; anything else is refused (ConfigError).
 * @example
 * import { receiveFeature } from '@gangway/feature-send'
 * createModal({ projectId, networks, adapters, features: { receive: receiveFeature() } })
 */
/* @__NO_SIDE_EFFECTS__ */
export function receiveFeature(
  options?: Record<string, never>,
): Feature<Record<string, never>> & { id: 'receive' } {
  checkOptions('receiveFeature', options, {})
  return {
    id: 'receive',
    options: {},
    provides: {
      views: [
        { name: 'WalletReceive', title: 'Receive' },
        { name: 'WalletCompatibleNetworks', title: 'Compatible networks' },
      ],
      // An arrow down and in.
      actions: [
        {
          id: 'receive',
          label: 'Receive',
          view: 'WalletReceive',
          order: 2,
          icon: 'M17 7 7 17m9 0H7V8',
        },
      ],
    },
    load: () => import('./receive/module.js'),
    loadOn: 'use',
    messages: (locale) => import('./locales/index.js').then((m) => m.load(locale)),
  }
}

/**
 * This feature's views, for a host's `open({ view })` (core's `FeatureViewNames`), and its texts
 * for a host's typed `messages` overrides (namespace `receive`; declared here too, so the
 * package's types carry it).
 */
declare module '@gangway/core' {
  interface FeatureViewNames {
    WalletReceive: true
    WalletCompatibleNetworks: true
  }
  interface MessageCatalogues {
    receive: typeof import('./messages/receive.js').receiveMessages
  }
}
