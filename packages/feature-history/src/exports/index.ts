// Public API of @gangway/feature-history. Entry points re-export by name only (STYLE §10): the
// descriptor alone, everything else stays behind its dynamic import().
export { type HistoryFeatureOptions, historyFeature } from '../historyFeature.js'
