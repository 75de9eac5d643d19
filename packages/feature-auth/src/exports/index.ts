// Public API of @gangway/feature-auth. Entry points re-export by name only (STYLE §10): the
// descriptor, the social providers and the public types; everything else stays behind its import().
// The error classes stay out: a class extending core's BaseError is code a bundler must keep, and
// the descriptor's up-front size would pay for it. Errors are told apart by `name`
// ('AuthFrameError', 'AuthFrameLoadError', 'InvalidEmailError', 'EmailThrottledError') and by
// core's TimeoutError and RequestAbortedError.

export { type AuthFeatureOptions, authFeature } from '../authFeature.js'
export { SOCIAL_PROVIDERS, type SocialProvider } from '../ids.js'
