// The cluster's building blocks (scripts/cluster.js): Debian's server programs, the systemd unit
// each storefront instance is started from, and waiting for a server to answer.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const unitFile = path.join(root, 'deploy/bozok-storefront@.service')

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** A Debian server program, or a clear message naming the package to install. */
export function program(name, debianPackage) {
  const versions = (dir) => (existsSync(dir) ? readdirSync(dir).sort().reverse() : [])
  const dirs = [
    ...(process.env.PATH ?? '').split(':'),
    '/usr/sbin',
    // PostgreSQL keeps its server programs per major version.
    ...versions('/usr/lib/postgresql').map((v) => `/usr/lib/postgresql/${v}/bin`),
  ]
  const dir = dirs.find((d) => existsSync(path.join(d, name)))
  if (dir) return path.join(dir, name)
  throw new Error(`${name} bulunamadı: apt-get install -y ${debianPackage}`)
}

/** The unit's Environment= lines and ExecStart= arguments for one instance (%i = its port). */
export function readUnit(port, file = unitFile) {
  const env = {}
  let exec = []
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const line = raw.trim().replaceAll('%i', String(port))
    const environment = /^Environment=([A-Z_]+)=(.*)$/.exec(line)
    if (environment) env[environment[1]] = environment[2]
    if (line.startsWith('ExecStart=')) exec = line.slice('ExecStart='.length).split(/\s+/)
  }
  return { env, exec }
}

export function portAnswers(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

export async function waitUntil(what, check, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (await check()) return
    await sleep(200)
  }
  throw new Error(`${what} ${timeoutMs / 1000} saniyede hazır olmadı`)
}

export const answersOk = (url) =>
  fetch(url).then(
    (r) => r.ok,
    () => false,
  )

/** Sends `signal` to a child process; resolves once it has exited (at once if it already has). */
export function stopChild(child, signal) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', resolve)
    child.kill(signal)
  })
}
