// Public API of @gangway/feature-siwx. Entry points re-export by name only (STYLE §10): the
// descriptor, the error the descriptor throws and the public types; everything else stays
// behind its dynamic import().

export { SiwxConfigError } from '../configError.js'
export { SIWX_EVENTS } from '../events.js'
export { type SiweConfig, type SiwxFeatureOptions, siwxFeature } from '../siwxFeature.js'
export { type HttpSiwxStorageOptions, httpSiwxStorage } from '../storage/httpSiwxStorage.js'
export type {
  SiwxCacao,
  SiwxMessageData,
  SiwxSession,
  SiwxSigner,
  SiwxStorage,
  SiwxVerifier,
} from '../types.js'
export { solanaVerifier } from '../verifiers/solanaVerifier.js'
