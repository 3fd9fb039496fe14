/**
 * How the built-in insurers behave on the wire: each answers after a latency drawn from a range
 * and fails at a rate, both configurable per insurer so a demo looks like real quoting and a test
 * can make one insurer slow or broken.
 */
export interface InsurerBehaviour {
  latencyMs: [min: number, max: number]
  failureRate: number
}

export interface InsurerSimulation extends InsurerBehaviour {
  /** Overrides keyed by insurer code (e.g. MUNZUR). */
  perInsurer: Record<string, Partial<InsurerBehaviour>>
}

export const defaultSimulation: InsurerSimulation = {
  latencyMs: [300, 2500],
  failureRate: 0.1,
  perInsurer: {},
}

/** "300-2500" → [300, 2500]; "800" → [800, 800]; anything else → undefined. */
export function parseLatency(text: string | undefined): [number, number] | undefined {
  const match = /^\s*(\d+)\s*(?:-\s*(\d+))?\s*$/.exec(text ?? '')
  if (!match) return undefined
  const min = Number(match[1])
  const max = match[2] === undefined ? min : Number(match[2])
  return [Math.min(min, max), Math.max(min, max)]
}

export function behaviourOf(simulation: InsurerSimulation, code: string): InsurerBehaviour {
  const own = simulation.perInsurer[code]
  return {
    latencyMs: own?.latencyMs ?? simulation.latencyMs,
    failureRate: own?.failureRate ?? simulation.failureRate,
  }
}

export function drawLatency([min, max]: [number, number], random: () => number = Math.random) {
  return Math.round(min + (max - min) * random())
}
