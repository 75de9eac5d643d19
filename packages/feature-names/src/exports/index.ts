// Public API of @gangway/feature-names. Entry points re-export by name only (STYLE §10): the
// descriptor up front; the views and the registration flow stay behind its dynamic import().
// The lookups are for hosts that name addresses themselves (tree-shaken when unused).
export { NAME_ZONES, type NameZone } from '../constants.js'
export {
  AddressNamesError,
  NameSuggestionsError,
  NoNameAccountError,
  RegisterNameError,
  ResolveNameError,
} from '../errors.js'
export { lookupAddressNames, lookupName, type NameProfile } from '../lookup.js'
export { type NamesFeatureOptions, namesFeature } from '../namesFeature.js'
