// Shared rollup build for every published package: ESM + .d.ts, one output file per source
// module (preserveModules) so a host bundler can tree-shake, dependencies and peers external.
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { dts } from 'rollup-plugin-dts'
import esbuild from 'rollup-plugin-esbuild'

/**
 * @param {string} dir package folder (import.meta.dirname of the package's rollup.config.mjs)
 * @param {Record<string, string>} inputs entry name → source file, e.g. { index: 'src/exports/index.ts' }
 */
export function packageConfig(dir, inputs) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  // A fresh dist each build: hashed .d.ts chunks of earlier builds would otherwise pile up there
  // and be packed into the published tarball.
  rmSync(join(dir, 'dist'), { recursive: true, force: true })
  const deps = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]
  const external = (id) =>
    deps.some((d) => id === d || id.startsWith(`${d}/`)) || id.startsWith('node:')
  const input = Object.fromEntries(Object.entries(inputs).map(([k, v]) => [k, join(dir, v)]))
  return [
    {
      input,
      external,
      output: {
        dir: join(dir, 'dist/esm'),
        format: 'es',
        preserveModules: true,
        preserveModulesRoot: join(dir, 'src'),
        entryFileNames: '[name].js',
      },
      plugins: [
        esbuild({ target: 'es2022', tsconfig: join(dir, 'tsconfig.json'), jsx: 'automatic' }),
      ],
      treeshake: { moduleSideEffects: false },
    },
    {
      input,
      external,
      output: { dir: join(dir, 'dist/types'), format: 'es', entryFileNames: '[name].d.ts' },
      plugins: [
        dts({ tsconfig: join(dir, 'tsconfig.json'), compilerOptions: { paths: {}, baseUrl: dir } }),
      ],
    },
  ]
}
