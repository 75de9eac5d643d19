import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The published packages of the repo (`packages/*` whose package.json is not private), sorted
 * by folder: `{ dir, pkg }` with the absolute folder and the parsed package.json.
 */
export function publicPackages(root) {
  return readdirSync(join(root, 'packages'))
    .sort()
    .map((name) => join(root, 'packages', name))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => ({ dir, pkg: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }))
    .filter(({ pkg }) => !pkg.private)
}
