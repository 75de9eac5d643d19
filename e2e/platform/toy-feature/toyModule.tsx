import type { Engine, FeatureContext } from '@gangway/core'
import { useGangway } from '@gangway/modal-shell'
import { useEngine } from '@gangway/modal-shell/kit'
import { useStore } from '@nanostores/react'
import { atom, computed } from 'nanostores'
import * as v from 'valibot'
import type { ToyFeatureOptions } from './toyFeature.js'

/**
 * The toy feature's module: after every new connection it asks the visitor to accept its terms
 * (a connect step), and the terms view cannot be closed before that (a close guard). Its tab
 * counts the hellos, kept in the feature's own storage.
 */
export function register(ctx: FeatureContext<Engine, ToyFeatureOptions>) {
  const $accepted = atom(ctx.storage.get('accepted', v.boolean()) === true)
  const $hellos = atom(ctx.storage.get('hellos', v.number()) ?? 0)

  function ToyHello() {
    const engine = useEngine()
    const hellos = useStore($hellos)
    return (
      <div className="gw-stack" data-testid="gw-view-ToyHello">
        <p className="gw-title">{ctx.options.greeting}</p>
        <p className="gw-muted" data-testid="toy-hellos">
          Hellos so far: {hellos}
        </p>
        <button
          type="button"
          className="gw-btn"
          data-testid="toy-say-hello"
          onClick={() => {
            $hellos.set($hellos.get() + 1)
            ctx.storage.set('hellos', $hellos.get())
            engine.logger.info('toy: hello')
          }}
        >
          Say hello
        </button>
      </div>
    )
  }

  function ToyTerms() {
    const modal = useGangway()
    return (
      <div className="gw-stack" data-testid="gw-view-ToyTerms">
        <p className="gw-title">Accept the toy terms</p>
        <p className="gw-muted">This window stays open until you accept.</p>
        <button
          type="button"
          className="gw-btn"
          data-testid="toy-accept"
          onClick={() => {
            $accepted.set(true)
            ctx.storage.set('accepted', true)
            modal.close()
          }}
        >
          I accept
        </button>
      </div>
    )
  }

  function ToyTab() {
    const hellos = useStore($hellos)
    return (
      <p className="gw-muted gw-center" data-testid="toy-tab-panel">
        The toy tab: {hellos} hello(s)
      </p>
    )
  }

  ctx.views.add('ToyHello', ToyHello)
  ctx.views.add('ToyTerms', ToyTerms)
  ctx.tabs.add({ id: 'Toy', label: 'Toy tab', component: ToyTab })
  ctx.connectSteps.add(() => ($accepted.get() ? undefined : 'ToyTerms'))
  ctx.closeGuards.add(
    computed(
      [ctx.engine.$router, $accepted],
      (router, accepted) => accepted || router.view !== 'ToyTerms',
    ),
  )
}
