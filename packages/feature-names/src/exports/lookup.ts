// @gangway/feature-names/lookup: the name service's lookups for hosts that name addresses
// themselves, with the errors they throw (spec §8). Entry points re-export by name only.
export { NAME_ZONES } from '../constants.js'
export {
  AddressNamesError,
  NameSuggestionsError,
  NoNameAccountError,
  RegisterNameError,
  ResolveNameError,
} from '../errors.js'
export { lookupAddressNames, lookupName, type NameProfile } from '../lookup.js'
