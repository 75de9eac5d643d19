// Public API of @gangway/feature-swap. Entry points re-export by name only (STYLE §10): the
// descriptor alone, everything else stays behind its dynamic import().
export { type SwapFeatureOptions, swapFeature } from '../swapFeature.js'
