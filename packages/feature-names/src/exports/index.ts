// Public API of @gangway/feature-names. Entry points re-export by name only (STYLE §10): the
// descriptor alone up front; the views and the registration flow stay behind its dynamic
// import(), the lookups for hosts in '@gangway/feature-names/lookup'.
export type { NameZone } from '../constants.js'
export { type NamesFeatureOptions, namesFeature } from '../namesFeature.js'
