/**
 * Spec §9 "On-ramp fallback limits: card 10.00 to 7500.00; bank account 10.00 to 25000.00, USD
 * and EUR; provider fee range 1-2%": what the views use when the on-ramp service does not answer
 * (the fee range is a message, `defaultFeeRange`, written the locale's way).
 */
export const FALLBACK_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' },
] as const
export const FALLBACK_FIAT = ['USD', 'EUR'] as const

/**
 * The limits line's names of the service's payment methods that are brands (Coinbase's ids): the
 * others are messages (`method.<ID>`), unknown ids show as sent.
 */
export const PAYMENT_METHOD_BRANDS: Record<string, string> = {
  APPLE_PAY: 'Apple Pay',
  PAYPAL: 'PayPal',
}

/** The amount widget's presets, in the chosen fiat currency. */
export const AMOUNT_PRESETS = ['50', '100', '250'] as const

/** How often the provider's window is checked for its return (ms). */
export const RETURN_POLL_MS = 400

/** The query parameter the provider's window comes back with (`success` | `failed`). */
export const RETURN_STATUS_PARAM = 'status'

/** How often DepositFromExchange reads the balance while a withdrawal is on its way. */
export const EXCHANGE_POLL_MS = 4000
