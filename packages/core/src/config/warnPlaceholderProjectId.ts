import type { ResolvedConfig } from './types.js'

/**
 * Whether a project id is a placeholder left from an example: `'YOUR_PROJECT_ID'`,
 * `'your-project-id'`, `'<project-id>'`, `'{projectId}'`, `'${PROJECT_ID}'`, `'xxxx'`,
 * `'undefined'` (an unset environment variable turned into a string)…
 *
 * @example
 * isPlaceholderProjectId('YOUR_PROJECT_ID') // true
 * isPlaceholderProjectId('a01b2c3d4e5f60718293a4b5c6d7e8f9') // false
 */
export function isPlaceholderProjectId(projectId: string): boolean {
  return /^[\W_]*(your|my|insert)?[\W_]*project[\W_]*id|^[<{[$]|^(x+|0+|\.+|undefined|null|todo|changeme|placeholder)$/i.test(
    projectId.trim(),
  )
}

// Once per page and id, not once per engine: a page that creates a modal per render (React
// StrictMode, hot reload) would repeat it. A Set of the ids warned about is all it keeps.
const warned = /* @__PURE__ */ new Set<string>()

/**
 * Warns once, in the console, when the config's project id is a placeholder: the hosted
 * services refuse it, so the wallet list, balances and remote wallets would fail later with less
 * to go on. Not an error: a page under construction still opens. Quiet with `logLevel: 'silent'`.
 * The code has no development flag to go by, so it warns in every build, once.
 */
export function warnPlaceholderProjectId(config: ResolvedConfig): void {
  const { projectId } = config
  if (!projectId || config.logLevel === 'silent' || warned.has(projectId)) return
  if (!isPlaceholderProjectId(projectId)) return
  warned.add(projectId)
  console.warn(
    `Gangway: projectId ${JSON.stringify(projectId)} looks like a placeholder, which the hosted services refuse: use your project's id.`,
  )
}
