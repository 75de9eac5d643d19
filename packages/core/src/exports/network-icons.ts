// @gangway/core/network-icons: Gangway's marks for the networks it ships, an entry of its own so
// that every bundler (esbuild too, which keeps what a barrel re-exports in the barrel's chunk)
// leaves these few kB of SVG in the chunk that imports them with import(), never up front.
export { networkIcon } from '../networks/icons.js'
