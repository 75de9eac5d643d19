/** How long a deferred start waits for a frame at most (a hidden tab paints none). */
const FRAME_WAIT_MS = 100

/**
 * Runs `fn` in a task after the browser paints its next frame: for the work an opening click
 * starts that the first paint does not need (the service clients' code, the wallet list and
 * analytics requests, features), so the click shows the modal first. Without frames
 * (a hidden tab, a test environment) it runs after at most 100 ms. Returns a canceller.
 */
export function afterPaint(fn: () => void): () => void {
  let done = false
  let later: ReturnType<typeof setTimeout> | undefined
  // The first of the frame and the fallback wins; the other finds `done` (so does a cancelled call).
  const run = () => {
    if (done) return
    done = true
    clearTimeout(fallback)
    // A task after the frame's rendering: a frame callback runs before that frame paints.
    later = setTimeout(fn, 0)
  }
  const fallback = setTimeout(run, FRAME_WAIT_MS)
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(run)
  return () => {
    done = true
    clearTimeout(fallback)
    clearTimeout(later)
  }
}
