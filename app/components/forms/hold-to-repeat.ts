/** Spec §9 number stepper: the first repeat after 600 ms, then one every 200 ms. */
const stepperTiming = { firstRepeat: 600, repeat: 200 } as const

/**
 * Runs `action` now and again while a button is held, at the stepper's pace; the returned
 * function stops it (on release, on leaving the button, on a cancelled touch).
 */
export function holdToRepeat(action: () => void, timing = stepperTiming): () => void {
  action()
  let interval: ReturnType<typeof setInterval> | undefined
  const first = setTimeout(() => {
    action()
    interval = setInterval(action, timing.repeat)
  }, timing.firstRepeat)
  return () => {
    clearTimeout(first)
    clearInterval(interval)
  }
}
