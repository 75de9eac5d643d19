#!/usr/bin/env node
// CLI entry (`gangway-devstack`, or `node tools/devstack/bin/devstack.mjs`). The package is
// TypeScript run from source: ./tsLoader.mjs registers Node module hooks that strip types with
// esbuild on import, so plain `node` on Node >= 20.6 runs it with no build step.
import { register } from 'node:module'

register('./tsLoader.mjs', import.meta.url)
const { main } = await import('../src/cli/main.ts')
process.exitCode = await main(process.argv.slice(2))
