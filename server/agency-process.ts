import { fork, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import type { Logger } from 'pino'

/**
 * `up`; `restarting` after a crash, within its backoff; `failed` once it has crashed on every
 * restart: it is not coming back without a person (liveness says so).
 */
export type AgencyState = 'up' | 'restarting' | 'failed'

export interface AgencyBackend {
  state(): AgencyState
  /** The running process, while there is one: what an operator (or a test) would kill. */
  pid(): number | undefined
  /** Stops it for good; the storefront calls this last, once its own requests have ended. */
  stop(): Promise<void>
}

/** Waits between a crash and the next start; one more crash than there are waits is final. */
const RESTART_DELAYS_MS = [500, 1_000, 2_000, 4_000, 8_000]
/** A process that stayed up this long has recovered: its next crash starts the waits anew. */
const RECOVERED_AFTER_MS = 60_000

/**
 * Starts the built-in agency backend as its own process on loopback, sharing a freshly generated
 * public site credential with the storefront unless one is configured, and starts it again after
 * a crash, waiting longer each time.
 */
export async function startAgencyBackend(options: {
  entry: string
  execArgv?: string[]
  log: Logger
  restartDelaysMs?: readonly number[]
}): Promise<AgencyBackend> {
  process.env.UPSTREAM_SITE_CREDENTIAL ||= randomBytes(24).toString('base64url')
  process.env.AGENCY_PORT ||= '3100'
  const { log } = options
  const restartDelaysMs = options.restartDelaysMs ?? RESTART_DELAYS_MS
  let child: ChildProcess | undefined
  let state: AgencyState = 'up'
  let crashes = 0
  let upSince = 0
  let stopping = false
  let restartTimer: ReturnType<typeof setTimeout> | undefined

  /** One process, resolved once it listens; rejected if it exits before. */
  const launch = () =>
    new Promise<ChildProcess>((resolve, reject) => {
      const started = fork(options.entry, [], {
        env: process.env,
        execArgv: options.execArgv ?? [],
        stdio: 'inherit',
      })
      child = started
      let refusal: Error | null = null
      started.once('message', (message: { type?: string; message?: string }) => {
        if (message.type === 'ready') resolve(started)
        // Its configuration is the operator's to fix, so it stops the start as the storefront's
        // own would (server/index.ts prints it without a stack trace).
        if (message.type === 'refused') {
          refusal = new Error(message.message)
          refusal.name = 'ConfigError'
        }
      })
      started.once('exit', (code, signal) =>
        reject(refusal ?? new Error(`agency backend exited (${signal ?? `code ${code}`})`)),
      )
    })

  const watch = (running: ChildProcess) => {
    upSince = Date.now()
    running.once('exit', (code, signal) => {
      if (stopping) return
      if (Date.now() - upSince >= RECOVERED_AFTER_MS) crashes = 0
      restartAfterCrash(signal ?? `code ${code}`)
    })
  }

  const restartAfterCrash = (reason: string) => {
    child = undefined
    const delayMs = restartDelaysMs[crashes]
    crashes += 1
    if (delayMs === undefined) {
      state = 'failed'
      log.fatal({ reason, crashes }, 'built-in agency backend keeps crashing; not restarted again')
      return
    }
    state = 'restarting'
    log.error({ reason, delayMs, crashes }, 'built-in agency backend stopped; restarting')
    restartTimer = setTimeout(() => {
      launch().then(
        (running) => {
          if (stopping) return void running.disconnect()
          state = 'up'
          log.info({ agencyPid: running.pid }, 'built-in agency backend restarted')
          watch(running)
        },
        (error: unknown) => {
          if (!stopping) restartAfterCrash(error instanceof Error ? error.message : String(error))
        },
      )
    }, delayMs)
  }

  watch(await launch())
  log.info(
    { port: process.env.AGENCY_PORT, agencyPid: child?.pid },
    'built-in agency backend started',
  )
  return {
    state: () => state,
    pid: () => child?.pid,
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true
        clearTimeout(restartTimer)
        if (!child || child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        // Closing the channel is its signal to stop (server/agency/main.ts): signals sent to the
        // whole process group (Ctrl+C, a service manager) leave it running until then.
        if (child.connected) child.disconnect()
        else child.kill('SIGKILL')
      }),
  }
}
