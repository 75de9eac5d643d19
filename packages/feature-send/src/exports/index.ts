// Public API of @gangway/feature-send. Entry points re-export by name only (STYLE §10): the
// descriptors alone, everything else stays behind their dynamic import().
export { receiveFeature } from '../receiveFeature.js'
export { type SendFeatureOptions, sendFeature } from '../sendFeature.js'
