/**
 * The name service's zones (spec §9 "Name suffixes .reown.id and legacy .wcn.id"): names are
 * registered in the first; a name in either counts as the account's own.
 */
export const NAME_ZONES = ['reown.id', 'wcn.id'] as const

/** A zone of the name service. */
export type NameZone = (typeof NAME_ZONES)[number]

/** Spec §5 "Account name: letters, digits, hyphens only, at least 4 characters". */
export const NAME_MIN_LENGTH = 4

/**
 * How far (s) a registration's signed timestamp may be from the name service's clock: the real
 * server's UNIXTIMESTAMP_SYNC_THRESHOLD (`bapi:src/handlers/profile/mod.rs`).
 */
export const NAME_TIMESTAMP_WINDOW_S = 10

/** How long the input rests before suggestions are asked for (ms). */
export const SUGGESTIONS_DEBOUNCE_MS = 300

/**
 * The English of the feature's errors (spec §8), their `message` for developers. What a visitor
 * reads is in `messages.ts`, in the locale shown, chosen by the error's class and `kind`.
 */
export const NAMES_MESSAGES = {
  resolveFailed: 'Error resolving name',
  suggestionsFailed: 'Error fetching name suggestions',
  addressNamesFailed: 'Error fetching names for address',
  registerFailed: (name: string) => `Error registering name ${name}`,
  noAccount: 'Address or auth connector not found',
  /** The wallet's signature came back after the service's 10 s window: sign again. */
  signatureExpired: `Signing took longer than ${NAME_TIMESTAMP_WINDOW_S} seconds. Press Register and sign again.`,
} as const
