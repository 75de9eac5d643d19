// Node 20 module hooks that run the package's TypeScript sources directly: `.ts` files are
// transpiled with esbuild's `transform` (types stripped, no type check; tsc does that), and a
// relative `./x.js` import that has no .js file on disk resolves to `./x.ts` (TypeScript's
// Bundler-resolution convention used across the repo). Registered by ./devstack.mjs.
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { transform } from 'esbuild'

export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context)
  } catch (error) {
    const fromTs = context.parentURL?.endsWith('.ts')
    if (fromTs && /^\.{1,2}\//.test(specifier) && specifier.endsWith('.js'))
      return nextResolve(`${specifier.slice(0, -3)}.ts`, context)
    throw error
  }
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context)
  const path = fileURLToPath(url)
  const { code } = await transform(await readFile(path, 'utf8'), {
    loader: 'ts',
    format: 'esm',
    target: 'node20',
    sourcefile: path,
    sourcemap: 'inline',
  })
  return { format: 'module', source: code, shortCircuit: true }
}
