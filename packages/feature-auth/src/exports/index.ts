// Public API of @gangway/feature-auth. Entry points re-export by name only (STYLE §10): the
// descriptor, its errors and the public types; everything else stays behind its import().

export { type AuthFeatureOptions, authFeature } from '../authFeature.js'
export { AUTH_MESSAGES, SOCIAL_PROVIDERS, type SocialProvider } from '../constants.js'
export {
  AuthFrameError,
  AuthFrameLoadError,
  EmailThrottledError,
  InvalidEmailError,
} from '../errors.js'
