// @gangway/feature-siwx/host: what a host reads and does once the modal exists (the session,
// watching it, signing out, a React hook). A separate entry so the descriptor stays tiny.

export { SiwxNotEnabledError } from '../errors.js'
export { getSiwxSession, signOutSiwx, watchSiwxSession } from '../host/siwxSession.js'
export { useSiwxSession } from '../host/useSiwxSession.js'
