// Public API of @gangway/feature-onramp. Entry points re-export by name only (STYLE §10): the
// descriptor and its types; everything else stays behind its dynamic import().
export {
  type OnRampDeposit,
  type OnRampExchange,
  type OnRampProvider,
  type OnRampPurchase,
  type OnrampFeatureOptions,
  onrampFeature,
} from '../onrampFeature.js'
