/**
 * The Tokens tab's code (with core's balance client and data-API schemas): in the later core
 * views' chunk with the Account view (lateViews.tsx), so the tab is there by the time it shows.
 */
export const loadTokens = () => import('../../lateViews.js')
