// Public API of @gangway/core. Entry points re-export by name only (STYLE §10).
export { BaseError, type BaseErrorParameters } from '../errors/base.js'
