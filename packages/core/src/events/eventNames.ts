/**
 * Events the engine itself emits. Features may emit their own names too.
 *
 * @example
 * import { subscribeEvents } from '@gangway/core'
 * subscribeEvents(engine, (e) => e.data.event === 'CONNECT_SUCCESS' && track(e))
 */
export type CoreEventName =
  | 'MODAL_CREATED'
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'SWITCH_NETWORK'
  | 'WALLET_REQUEST_SUCCESS'
  | 'WALLET_REQUEST_ERROR'
  | 'WALLET_REQUEST_REFUSED'
  | 'FEATURE_LOAD_ERROR'
  | 'INTERNAL_SDK_ERROR'

/** Any event name: the core ones, or a feature's own. */
export type ModalEventName = CoreEventName | (string & {})
