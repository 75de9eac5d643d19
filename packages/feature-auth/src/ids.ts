// The public ids the package exports (the social providers), in a module of their own: it sits
// in the chunk a host loads up front, so it holds nothing else. The descriptor writes out the
// names it declares; the module's own ids are in constants.ts (lazy).

/** The six social providers of the embedded login (spec §1, §5). */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]
