import { atom, type ReadableAtom } from 'nanostores'

/**
 * A store derived from two others, like nanostores' `computed`: it watches them only while
 * someone listens to it, and `get()` is always current, listened to or not. Kept here because
 * `computed` brings nanostores' lifecycle module with it (~0.4 kB gzip of the engine budget) for
 * the engine's two derived stores. Internal: not exported from the package.
 *
 * @example
 * const $activeNetwork = derive($activeNamespace, $activeNetworks, (ns, all) => all[ns])
 */
/* @__NO_SIDE_EFFECTS__ */
export function derive<TA, TB, TValue>(
  $a: ReadableAtom<TA>,
  $b: ReadableAtom<TB>,
  fn: (a: TA, b: TB) => TValue,
): ReadableAtom<TValue> {
  const $derived = atom(fn($a.get(), $b.get()))
  const { listen } = $derived
  const update = () => $derived.set(fn($a.get(), $b.get()))
  let unbind: (() => void) | undefined
  $derived.listen = (listener) => {
    if (!unbind) {
      const unbindA = $a.listen(update)
      const unbindB = $b.listen(update)
      unbind = () => {
        unbindA()
        unbindB()
      }
      update()
    }
    return listen(listener)
  }
  // atom calls `off` when its last listener leaves.
  $derived.off = () => {
    unbind?.()
    unbind = undefined
  }
  $derived.get = () => {
    update()
    return $derived.value
  }
  return $derived
}
