// What Send needs from the adapter, behind one import(): transfers, token metadata and ENS name
// resolution load together on first use. One lazy module rather than one each, because every
// extra import() target splits the host's bundle into more shared chunks (measured: +0.45 kB
// gzip up front for two more targets).
export { getAsset } from './getAsset.js'
export { resolveEnsName } from './resolveEnsName.js'
export { estimateTransfer, sendTransfer } from './transfer.js'
