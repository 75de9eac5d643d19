import { SOCIAL_PROVIDERS, type SocialProvider } from './ids.js'
import {
  array,
  boolean,
  checkOptions,
  durationMs,
  type Feature,
  optional,
  picklist,
  type,
} from './internal/core.js'

/**
 * The login frame's page: an https URL, or http on the loopback (a dev frame), without
 * credentials: the only origins the frame's messages and links are ever accepted from.
 */
function isFrameUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (
      !url.username &&
      !url.password &&
      (url.protocol === 'https:' ||
        (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)))
    )
  } catch {
    return false
  }
}

/** Options of `authFeature`. */
export type AuthFeatureOptions = {
  /**
   * The login frame's page (hosted on its own origin). Only messages from this URL's origin,
   * sent by that frame's window, are ever accepted.
   */
  frameUrl: string
  /** How long the frame has to report READY before the load-failed alert. Default 30 s. */
  readyTimeout?: number
  /** The social logins offered, in order (spec §5: one of the six). Default all six; `[]` for none. */
  socials?: readonly SocialProvider[]
  /** Farcaster login (a QR code on desktop, a link on mobile). Default `true`. */
  farcaster?: boolean
}

/**
 * The email login's descriptor (spec §1 "log in by email"): the email field on Connect and the
 * embedded wallet behind a hidden login frame on another origin. Only this object is in the
 * host's initial bundle; the field and the views load with the modal's first open, and the
 * frame and its protocol (the auth chunk) only when the visitor submits an email — or at start
 * when a login is stored, so a reload restores it without a flash of Connect.
 *
 * @throws ConfigError when an option is wrong, e.g. `authFeature: frameUrl: Expected an https URL
 * of the login frame (http only on localhost) received undefined` for `authFeature()`.
 * @example
 * import { authFeature } from '@gangway/feature-auth'
 * createModal({ projectId, networks, adapters, features: { auth: authFeature({ frameUrl }) } })
 */
/* @__NO_SIDE_EFFECTS__ */
export function authFeature(
  options: AuthFeatureOptions,
): Feature<AuthFeatureOptions> & { id: 'auth' } {
  checkOptions('authFeature', options, {
    frameUrl: type(
      'an https URL of the login frame (http only on localhost)',
      (value) => typeof value === 'string' && isFrameUrl(value),
    ),
    readyTimeout: optional(durationMs),
    socials: optional(array(picklist(SOCIAL_PROVIDERS))),
    farcaster: optional(boolean),
  })
  // The names are written out (constants.ts holds the same, checked by the exports test):
  // importing them would put the module's constants in the host's up-front bundle.
  return {
    id: 'auth',
    options,
    provides: {
      // Spec §2 "Connect-method order is email, social, wallet".
      connectSlots: [
        { id: 'email', label: 'Email' },
        ...(options.socials?.length === 0 && options.farcaster === false
          ? []
          : [{ id: 'social', label: 'Social' }]),
      ],
      views: [
        { name: 'EmailVerifyOtp', title: 'Confirm Email' },
        { name: 'EmailVerifyDevice', title: 'Register Device' },
        { name: 'ConnectingSocial', title: 'Log in' },
        { name: 'ConnectingFarcaster', title: 'Farcaster' },
        // Spec §4 "Email update: primary OTP step, then secondary OTP step".
        { name: 'UpdateEmailWallet', title: 'Edit email' },
        { name: 'UpdateEmailPrimaryOtp', title: 'Confirm current email' },
        { name: 'UpdateEmailSecondaryOtp', title: 'Confirm new email' },
        // Spec §3's account types (eoa, smartAccount): the Account entry opens it.
        { name: 'AccountType', title: 'Account type' },
      ],
      // On Account, for the embedded wallet's accounts only (its connector, an eip155 one);
      // once the module loads, the entry shows the account's email.
      actions: [
        {
          id: 'update-email',
          label: 'Email',
          view: 'UpdateEmailWallet',
          order: 6,
          connectors: ['auth'],
        },
      ],
      connectors: ['auth'],
    },
    load: () => import('./module.js'),
    loadOn: 'open',
    messages: (locale) => import('./locales/index.js').then((m) => m.load(locale)),
  }
}

/**
 * This feature's views, for a host's `open({ view })` (core's `FeatureViewNames`), and its messages
 * for a host's typed `messages` overrides (namespace `auth`; declared here too, so the package's
 * types carry it: `messages.ts` is reached only through `import()`).
 */
declare module '@gangway/core' {
  interface FeatureViewNames {
    EmailVerifyOtp: true
    EmailVerifyDevice: true
    ConnectingSocial: true
    ConnectingFarcaster: true
    UpdateEmailWallet: true
    UpdateEmailPrimaryOtp: true
    UpdateEmailSecondaryOtp: true
  }
  interface MessageCatalogues {
    auth: typeof import('./messages.js').authMessages
  }
}
