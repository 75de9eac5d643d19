/**
 * Spec §9 "On-ramp fallback limits: card 10.00 to 7500.00; bank account 10.00 to 25000.00, USD
 * and EUR; provider fee range 1-2%": what the views use when the on-ramp service does not answer.
 */
export const FALLBACK_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' },
] as const
export const FALLBACK_FIAT = ['USD', 'EUR'] as const
export const DEFAULT_FEE_RANGE = '1-2%'

/** How the limits line names the service's payment methods (Coinbase's ids, any case). */
export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  CARD: 'Card',
  ACH_BANK_ACCOUNT: 'Bank account',
  APPLE_PAY: 'Apple Pay',
  FIAT_WALLET: 'Coinbase balance',
  PAYPAL: 'PayPal',
}

/** The amount widget's presets, in the chosen fiat currency. */
export const AMOUNT_PRESETS = ['50', '100', '250'] as const

/** How often the provider's window is checked for its return (ms). */
export const RETURN_POLL_MS = 400

/** The query parameter the provider's window comes back with (`success` | `failed`). */
export const RETURN_STATUS_PARAM = 'status'

export const ONRAMP_MESSAGES = {
  buyFailed: 'Buy failed',
  tryAgain: 'Try again',
  completed: 'Purchase complete',
  abandoned: 'The provider window was closed before the purchase finished',
  wholeAmount: (fiat: string) => `Enter a whole amount of ${fiat} (the provider takes no cents)`,
  belowMin: (min: string, fiat: string) => `The minimum is ${min} ${fiat}`,
  aboveMax: (max: string, fiat: string) => `The maximum is ${max} ${fiat}`,
  noUrl: 'Unavailable',
  popupBlocked: 'The provider window could not open: allow pop-ups and try again',
} as const

/** How often DepositFromExchange reads the balance while a withdrawal is on its way. */
export const EXCHANGE_POLL_MS = 4000
