/**
 * The NFTs tab's code: in the later core views' chunk (lateViews.tsx; one chunk, not one per tab,
 * so a host bundler splits the code it shares with the page up front fewer times), loaded with
 * the Account view, or ahead when the pointer or focus reaches the tab.
 */
export const loadNfts = () => import('../../lateViews.js')
