/*
 * The Bitcoin adapter's constants.
 */

/**
 * Fee rates above this (sat/vB) carry a visible warning: in Send's fee speeds and in the
 * approval, whether the rate comes from the Esplora API's estimates or from a dapp's PSBT.
 *
 * Why 500: mempool.space's next-block rate has stayed below ~300 sat/vB outside a handful of
 * hours in Bitcoin's history (the 2017 peak, the May 2023 BRC-20 rush, the April 2024 halving
 * block), so a rate above 500 is far more likely an API that is wrong (buggy, compromised or
 * spoofed) or a dapp overpaying than a real market rate; at 500 sat/vB a one-input send already
 * costs about 70 000 sats. A warning rather than a refusal: in a real fee spike the visitor may
 * still want to pay it, and the fee it comes to is shown beside the warning.
 */
export const HIGH_FEE_RATE_SAT_VB = 500
