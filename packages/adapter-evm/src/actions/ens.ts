// The ENS lookups (name and avatar of an address, the address of a name), behind one import():
// they pull in viem's ENS normalizer, which no page needs before a chain-1 account shows.
export { getEnsProfile } from './getEnsProfile.js'
export { resolveEnsName } from './resolveEnsName.js'
