// A throwaway feature package, written only for the platform browser test: it plugs a view, an
// account tab, an account action, a step after connecting and a close guard into the modal
// through the Feature contract alone (no edit to core, the shell or walletconnect). Its code is
// behind `import()`, like a real feature's.
import type { Feature } from '@gangway/core'

export type ToyFeatureOptions = { greeting: string }

export function toyFeature(options: ToyFeatureOptions): Feature<ToyFeatureOptions> {
  return {
    id: 'toy',
    options,
    provides: {
      views: [
        { name: 'ToyHello', title: 'Hello' },
        { name: 'ToyTerms', title: 'Terms of the toy' },
      ],
      tabs: [{ id: 'Toy', label: 'Toy tab', order: 4 }],
      actions: [{ id: 'toy-hello', label: 'Say hello', view: 'ToyHello', order: 1 }],
      connectStep: true,
    },
    load: () => import('./toyModule.js'),
    loadOn: 'use',
  }
}
