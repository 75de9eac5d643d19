// `node --import ./bench/lib/resolve-from-repo.mjs ../shared/bench-peers/measure.mjs …`
// The shared harness is read-only and has no node_modules of its own: resolve the bare imports it
// makes (playwright-core) from this repo's node_modules instead, without copying the script.
import { register } from 'node:module'

register('./resolve-hook.mjs', import.meta.url)
