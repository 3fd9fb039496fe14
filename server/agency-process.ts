import { fork, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import type { Logger } from 'pino'

/**
 * Starts the built-in agency backend as its own process on loopback, sharing a freshly generated
 * public site credential with the storefront unless one is configured.
 */
export async function startAgencyBackend(options: {
  entry: string
  execArgv?: string[]
  log: Logger
}): Promise<{ stop: () => Promise<void> }> {
  process.env.UPSTREAM_SITE_CREDENTIAL ||= randomBytes(24).toString('base64url')
  process.env.AGENCY_PORT ||= '3100'
  const child: ChildProcess = fork(options.entry, [], {
    env: process.env,
    execArgv: options.execArgv ?? [],
    stdio: 'inherit',
  })
  await new Promise<void>((resolve, reject) => {
    let refusal: Error | null = null
    child.once('message', (message: { type?: string; message?: string }) => {
      if (message.type === 'ready') resolve()
      // Its configuration is the operator's to fix, so it stops the start as the storefront's own
      // would (server/index.ts prints it without a stack trace).
      if (message.type === 'refused') {
        refusal = new Error(message.message)
        refusal.name = 'ConfigError'
      }
    })
    child.once('exit', (code) =>
      reject(refusal ?? new Error(`agency backend exited with code ${code}`)),
    )
  })
  options.log.info({ port: process.env.AGENCY_PORT }, 'built-in agency backend started')
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
