/** Event names the feature emits (`subscribeEvents`), with the CAIP-2 chain and the address. */
export const SIWX_EVENTS = {
  signedIn: 'SIWX_SIGNED_IN',
  signedOut: 'SIWX_SIGNED_OUT',
  signError: 'SIWX_SIGN_ERROR',
} as const
