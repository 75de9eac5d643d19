/**
 * The Tokens tab's chunk (with core's balance client and data-API schemas): loaded when the
 * Account view mounts, so the tab is there by the time it shows.
 */
export const loadTokens = () => import('./Tokens.js')
