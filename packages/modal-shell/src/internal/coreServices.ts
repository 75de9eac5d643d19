/*
 * The pieces of core's service clients the shell loads with import() instead of up front (the
 * data API's clients a page needs only once an account connects). Static imports of the same
 * names go through ./core.js.
 */
export { fetchAccountProfile, startAnalytics } from '@gangway/core/internal'
