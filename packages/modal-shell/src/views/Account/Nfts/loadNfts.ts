/** The NFTs tab's chunk: loaded on its first show, or ahead when the pointer or focus reaches the tab. */
export const loadNfts = () => import('./Nfts.js')
