/*
 * Gangway's marks for the networks it ships (core's `networkIcon`, a few kB of SVG): loaded with
 * import() when a network icon is first shown, never up front. Load it through NetworkIcon.
 */
export { networkIcon } from '@gangway/core/network-icons'
