/*
 * The hosted services' clients the shell uses (core's): the wallet list and its image cache,
 * analytics, and the identity lookup that names a connected account. A closed modal never calls
 * them, so they load with import() on the first open (or with the first connected account), in
 * one chunk: one request, and a host bundler splits what they share with the page once. Load it
 * through `loadWalletService`.
 */
export {
  acquireImage,
  fetchAccountProfile,
  fetchRecommendedWallets,
  fetchWallets,
  peekImage,
  startAnalytics,
} from '@gangway/core/internal'
