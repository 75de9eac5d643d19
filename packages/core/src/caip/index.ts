// CAIP-2 network ids and CAIP-10 account ids (spec §5).
export { findNetwork } from './findNetwork.js'
export { type ParsedCaipAddress, parseCaipAddress } from './parseCaipAddress.js'
export { type ParsedCaipNetworkId, parseCaipNetworkId } from './parseCaipNetworkId.js'
export { toCaipAddress } from './toCaipAddress.js'
export { toCaipNetworkId } from './toCaipNetworkId.js'
