// Module hook for resolve-from-repo.mjs: a bare specifier that fails to resolve from its importer
// is resolved again as if it were imported from this folder (the repo's node_modules).
const fallbackParent = new URL('./', import.meta.url).href

export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context)
  } catch (error) {
    if (/^[./]|^[a-z]+:/i.test(specifier)) throw error
    return nextResolve(specifier, { ...context, parentURL: fallbackParent })
  }
}
