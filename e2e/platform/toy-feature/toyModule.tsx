import type { Engine, FeatureContext, FeatureStorage } from '@gangway/core'
import { useGangway } from '@gangway/modal-shell'
import { useEngine } from '@gangway/modal-shell/kit'
import { useStore } from '@nanostores/react'
import { atom, computed, type WritableAtom } from 'nanostores'
import * as v from 'valibot'
import type { ToyFeatureOptions } from './toyFeature.js'

/** The toy feature's state of one engine (two modals on a page never share it). */
type ToyState = {
  options: ToyFeatureOptions
  storage: FeatureStorage
  $accepted: WritableAtom<boolean>
  $hellos: WritableAtom<number>
}
const states = new WeakMap<object, ToyState>()
const useToy = () => states.get(useEngine())!

function ToyHello() {
  const { options, storage, $hellos } = useToy()
  const hellos = useStore($hellos)
  return (
    <div className="gw-stack" data-testid="gw-view-ToyHello">
      <p className="gw-title">{options.greeting}</p>
      <p className="gw-muted" data-testid="toy-hellos">
        Hellos so far: {hellos}
      </p>
      <button
        type="button"
        className="gw-btn"
        data-testid="toy-say-hello"
        onClick={() => {
          $hellos.set($hellos.get() + 1)
          storage.set('hellos', $hellos.get())
        }}
      >
        Say hello
      </button>
    </div>
  )
}

function ToyTerms() {
  const modal = useGangway()
  const { storage, $accepted } = useToy()
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
          storage.set('accepted', true)
          modal.close()
        }}
      >
        I accept
      </button>
    </div>
  )
}

function ToyTab() {
  const hellos = useStore(useToy().$hellos)
  return (
    <p className="gw-muted gw-center" data-testid="toy-tab-panel">
      The toy tab: {hellos} hello(s)
    </p>
  )
}

/**
 * The toy feature's module: after every new connection it asks the visitor to accept its terms
 * (a connect step), and the terms view cannot be closed before that (a close guard). Its tab
 * counts the hellos, kept in the feature's own storage.
 */
export function register(ctx: FeatureContext<Engine, ToyFeatureOptions>) {
  const state: ToyState = {
    options: ctx.options,
    storage: ctx.storage,
    $accepted: atom(ctx.storage.get('accepted', v.boolean()) === true),
    $hellos: atom(ctx.storage.get('hellos', v.number()) ?? 0),
  }
  states.set(ctx.engine, state)
  ctx.onStop(() => states.delete(ctx.engine))

  ctx.views.add('ToyHello', ToyHello)
  ctx.views.add('ToyTerms', ToyTerms)
  ctx.tabs.add({ id: 'Toy', label: 'Toy tab', component: ToyTab })
  ctx.connectSteps.add(() => (state.$accepted.get() ? undefined : 'ToyTerms'))
  ctx.closeGuards.add(
    computed(
      [ctx.engine.$router, state.$accepted],
      (router, accepted) => accepted || router.view !== 'ToyTerms',
    ),
  )
}
