import type { Feature } from '@gangway/core'
import { checkOptions, optional, picklist } from '@gangway/core/internal'
import type { NameZone } from './constants.js'

/** Options of `namesFeature`. */
export type NamesFeatureOptions = {
  /**
   * Who gets the 'Choose a name' entry on the Account view (spec: EVM accounts without a name):
   * `'embedded'` (default) only accounts of the embedded wallet (a connector of type `'AUTH'` or
   * id `'embedded'`), `'evm'` every EVM account, `false` none. The host can always open
   * `ChooseAccountName` or `RegisterAccountName` for any EVM account itself.
   */
  entry?: 'embedded' | 'evm' | false
  /** The zone names are registered in (spec §9: `.reown.id`, legacy `.wcn.id`). Default `'reown.id'`. */
  zone?: NameZone
}

/**
 * The account names feature's descriptor: pass it in config to offer EVM accounts a name of the
 * name service (ChooseAccountName, RegisterAccountName, RegisterAccountNameSuccess). Only this
 * object is in the host's initial bundle: the entry is data (shown at once where the rule
 * allows), the code loads with `import()` when a names view first shows.
 *
 * @throws ConfigError when an option is wrong, e.g. `namesFeature: zone: Invalid enum value.
 * Expected "reown.id" | "wcn.id", received "eth"`.
 * @example
 * import { createModal } from '@gangway/modal-shell'
 * import { namesFeature } from '@gangway/feature-names'
 * const modal = createModal({ projectId, networks, adapters, features: { names: namesFeature() } })
 * modal.open({ view: 'RegisterAccountName' }) // any connected EVM account
 */
/* @__NO_SIDE_EFFECTS__ */
export function namesFeature(
  options: NamesFeatureOptions = {},
): Feature<NamesFeatureOptions> & { id: 'names' } {
  // The zones written out (constants.ts's NAME_ZONES, checked by the test): importing them
  // would put the module's constants in the host's up-front bundle.
  checkOptions('namesFeature', options, {
    entry: optional(picklist(['embedded', 'evm', false])),
    zone: optional(picklist(['reown.id', 'wcn.id'])),
  })
  const entry = options.entry ?? 'embedded'
  return {
    id: 'names',
    options,
    provides: {
      views: [
        { name: 'ChooseAccountName', title: 'Choose name' },
        { name: 'RegisterAccountName', title: 'Choose name' },
        { name: 'RegisterAccountNameSuccess', title: 'Account name' },
      ],
      actions:
        entry === false
          ? []
          : [
              {
                id: 'names',
                label: 'Choose a name',
                view: 'ChooseAccountName',
                order: 5,
                namespaces: ['eip155'],
                unnamed: true,
                // A name tag.
                icon: 'M3 3h8l10 10-8 8L3 11zm4 4h.01',
                ...(entry === 'embedded' ? { connectors: ['AUTH', 'embedded'] } : {}),
              },
            ],
    },
    load: () => import('./module.js'),
    loadOn: 'use',
    messages: (locale) => import('./locales/index.js').then((m) => m.load(locale)),
  }
}

/**
 * This feature's views, for a host's `open({ view })` (core's `FeatureViewNames`), and its texts
 * for a host's typed `messages` overrides (namespace `names`; declared here too, so the package's
 * types carry it: `messages.ts` is reached only through `import()`).
 */
declare module '@gangway/core' {
  interface FeatureViewNames {
    ChooseAccountName: true
    RegisterAccountName: true
    RegisterAccountNameSuccess: true
  }
  interface MessageCatalogues {
    names: typeof import('./messages.js').namesMessages
  }
}
