/**
 * Engine and frame numbers identify a vehicle and are shown masked (spec §2 vehicle step): enough
 * of each end to recognise, the middle hidden.
 */
export function maskMiddle(value: string, keepStart: number, keepEnd: number): string {
  const clean = value.trim()
  if (clean.length <= keepStart + keepEnd) return '*'.repeat(clean.length)
  return (
    clean.slice(0, keepStart) +
    '*'.repeat(clean.length - keepStart - keepEnd) +
    clean.slice(-keepEnd)
  )
}

/** R7 1234567 → "R7*****567" */
export const maskEngineNumber = (engineNumber: string) => maskMiddle(engineNumber, 2, 3)

/** VF1ABCDEFGH123456 (17 characters) → "VF1**********3456" */
export const maskFrameNumber = (frameNumber: string) => maskMiddle(frameNumber, 3, 4)
