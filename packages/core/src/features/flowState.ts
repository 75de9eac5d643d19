import { type MapStore, map } from 'nanostores'
import { engineMemo, forgetMemo, peekMemo } from '../engine/resources.js'
import type { Engine } from '../engine/types.js'

/** The account and network a feature's flow follows (`caipAddress|caipNetworkId`). */
export function flowOwner(engine: Engine): string {
  return `${engine.$account.get()?.caipAddress ?? ''}|${engine.$activeNetwork.get()?.caipNetworkId ?? ''}`
}

/** A feature flow's state of one engine (Send, Swap…), with the requests it has in flight. */
export type FlowState<T extends object> = {
  $state: MapStore<T>
  /**
   * An abort controller dropped when the state resets; with a `slot`, it also aborts the
   * previous controller of that slot (the latest input wins).
   */
  abortController: (slot?: string) => AbortController
  /** Aborts what is in flight and starts again from the initial state. */
  reset: () => void
  stop: () => void
}

/**
 * The state of a feature's flow over `views` (created on first use, one per engine: two modals
 * never share it). It resets, aborting every request in flight, when the modal closes, when no
 * view of the flow is left on the router's stack (a view pushed on top, such as
 * ApproveTransaction, keeps it) and when the account or the network changes (`owner`).
 */
export function getFlowState<T extends { owner: string }>(
  engine: Engine,
  key: string,
  views: ReadonlySet<string>,
  initial: (owner: string) => T,
): FlowState<T> {
  return engineMemo<FlowState<T>>(engine, key, () => {
    const $state = map<T>(initial(flowOwner(engine)))
    const aborts = new Set<AbortController>()
    const slots = new Map<string, AbortController>()
    const reset = () => {
      for (const controller of aborts) controller.abort()
      aborts.clear()
      slots.clear()
      $state.set(initial(flowOwner(engine)))
    }
    const ownerChanged = () => {
      if ($state.get().owner !== flowOwner(engine)) reset()
    }
    const unsubscribes = [
      engine.$modal.listen((modal) => {
        if (!modal.open) reset()
      }),
      engine.$router.listen((router) => {
        if (!router.history.some((view) => views.has(view))) reset()
      }),
      engine.$account.listen(ownerChanged),
      engine.$activeNetwork.listen(ownerChanged),
    ]
    return {
      $state,
      abortController: (slot) => {
        const controller = new AbortController()
        if (slot) {
          slots.get(slot)?.abort()
          slots.set(slot, controller)
        }
        aborts.add(controller)
        controller.signal.addEventListener('abort', () => aborts.delete(controller))
        return controller
      },
      reset,
      stop: () => {
        for (const controller of aborts) controller.abort()
        for (const unsubscribe of unsubscribes) unsubscribe()
      },
    }
  })
}

/** Resets the flow's state when it exists (after a send or a swap started, or when the host asks). */
export function resetFlowState(engine: Engine, key: string): void {
  peekMemo<FlowState<object>>(engine, key)?.reset()
}

/** Drops the flow's state and its listeners (the feature's cleanup on stop). */
export function dropFlowState(engine: Engine, key: string): void {
  peekMemo<FlowState<object>>(engine, key)?.stop()
  forgetMemo(engine, key)
}
