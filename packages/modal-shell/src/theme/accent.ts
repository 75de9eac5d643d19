/*
 * The host's accent made readable per theme (contrast.ts) is loaded only by a host that sets an
 * accent or a background: a page with the default theme never fetches the contrast maths. The
 * roots show the host's accent as given until it has loaded (createModal starts the load at
 * once, so it is there by the first paint in practice), the same on the server and at
 * hydration.
 */

type Contrast = typeof import('./contrast.js')

let contrast: Contrast | undefined
let loading: Promise<Contrast> | undefined

/** Whether the host's variables touch what the accent must contrast with. */
export const setsAccent = (variables: Record<string, unknown>) =>
  ['--gw-accent', '--gw-bg', '--gw-bg-2'].some((k) => k in variables)

/** The contrast module once loaded, else undefined. */
export const loadedContrast = () => contrast

/** Loads the contrast maths (once per page). */
export function loadContrast(): Promise<Contrast> {
  loading ??= import('./contrast.js').then((m) => (contrast = m))
  return loading
}
