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

function parseRate(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined
  const rate = Number(text)
  return Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : undefined
}

/**
 * AGENCY_INSURER_LATENCY_MS ("300-2500"), AGENCY_INSURER_FAILURE_RATE (0.1), and per insurer
 * AGENCY_INSURER_LATENCY_MS_<CODE> / AGENCY_INSURER_FAILURE_RATE_<CODE>.
 */
export function simulationFromEnv(env: NodeJS.ProcessEnv): InsurerSimulation {
  const perInsurer: InsurerSimulation['perInsurer'] = {}
  for (const [key, value] of Object.entries(env)) {
    const latency = /^AGENCY_INSURER_LATENCY_MS_([A-Z0-9]+)$/.exec(key)?.[1]
    const failure = /^AGENCY_INSURER_FAILURE_RATE_([A-Z0-9]+)$/.exec(key)?.[1]
    if (latency) perInsurer[latency] = { ...perInsurer[latency], latencyMs: parseLatency(value) }
    if (failure) perInsurer[failure] = { ...perInsurer[failure], failureRate: parseRate(value) }
  }
  return {
    latencyMs: parseLatency(env.AGENCY_INSURER_LATENCY_MS) ?? defaultSimulation.latencyMs,
    failureRate: parseRate(env.AGENCY_INSURER_FAILURE_RATE) ?? defaultSimulation.failureRate,
    perInsurer,
  }
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
