/*
 * The wallet list's client and its image cache (core's service clients Connect and AllWallets
 * use), loaded with import() on the first open: a closed modal never calls them, so a page that
 * never opens it never pays for them. Load it through `loadWalletService`.
 */
export {
  acquireImage,
  fetchRecommendedWallets,
  fetchWallets,
  peekImage,
} from '@gangway/core/internal'
