// `npm run cluster`: the production layout on one machine. PostgreSQL and Redis (started here
// unless DATABASE_URL / REDIS_URL name running ones), two storefront processes started from
// deploy/bozok-storefront@.service, nginx in front with deploy/bozok-storefront.nginx.conf, and
// Prometheus with deploy/prometheus.yml when Debian's prometheus package is installed.
// The failover test (tests/cluster) and the load script (scripts/load.js) start it the same way.
import { execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  answersOk,
  portAnswers,
  program,
  readUnit,
  root,
  stopChild,
  waitUntil,
} from './cluster-programs.js'
import { startPrometheus } from './cluster-prometheus.js'

const siteFile = path.join(root, 'deploy/bozok-storefront.nginx.conf')
/** The site's name in the site file, which an operator replaces with SITE_URL's host. */
const siteName = 'www.bozoksigorta.com.tr'

const asRoot = process.getuid?.() === 0

/** A PostgreSQL server of the cluster's own under `dir`, or the one already on `port`. */
async function ensurePostgres(dir, port) {
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  const initdb = program('initdb', 'postgresql')
  const bin = path.dirname(initdb)
  const data = path.join(dir, 'postgresql')
  const run = (command, args) => {
    if (!asRoot) return execFileSync(command, args, { stdio: 'ignore' })
    const quoted = [command, ...args].map((a) => `'${a}'`).join(' ')
    return execFileSync('su', ['postgres', '-c', quoted], { stdio: 'ignore' })
  }
  const stop = () => run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop'])
  if (await portAnswers(port)) {
    // Ours from an earlier run is stopped at the end as usual; another server is left running.
    return { url, stop: existsSync(path.join(data, 'postmaster.pid')) ? stop : () => {} }
  }
  if (!existsSync(path.join(data, 'PG_VERSION'))) {
    mkdirSync(data, { recursive: true })
    if (asRoot) {
      // The server runs as the postgres user, who must reach its folder through ours.
      chmodSync(dir, 0o755)
      chownSync(data, Number(execFileSync('id', ['-u', 'postgres'])), 0)
    }
    run(initdb, ['-D', data, '-A', 'trust', '-U', 'postgres'])
  }
  const options = `-p ${port} -k /tmp -c listen_addresses=127.0.0.1`
  run(path.join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', `${data}/log`, '-w', 'start'])
  return { url, stop }
}

/** A Redis server of the cluster's own, keeping its data under `dir` across restarts. */
async function ensureRedis(dir, port) {
  if (await portAnswers(port)) return { url: `redis://127.0.0.1:${port}`, stop: () => {} }
  const server = program('redis-server', 'redis-server')
  const data = path.join(dir, 'redis')
  mkdirSync(data, { recursive: true })
  const child = spawn(server, ['--port', String(port), '--bind', '127.0.0.1', '--dir', data], {
    stdio: 'ignore',
  })
  await waitUntil('Redis', () => portAnswers(port))
  return { url: `redis://127.0.0.1:${port}`, stop: () => stopChild(child, 'SIGTERM') }
}

/** Secrets every instance must share (sessions signed by one are read by the other). */
function sharedSecrets(dir) {
  const file = path.join(dir, 'secrets.json')
  if (!existsSync(file)) {
    const secret = () => randomBytes(32).toString('base64url')
    writeFileSync(
      file,
      JSON.stringify({ SESSION_SECRET: secret(), UPSTREAM_SITE_CREDENTIAL: secret() }),
      { mode: 0o600 },
    )
  }
  return JSON.parse(readFileSync(file, 'utf8'))
}

/** One storefront process as systemd would start it, in its own process group. */
function instance(port, env, dir) {
  let child = null
  const logFile = path.join(dir, `storefront-${port}.log`)
  return {
    port,
    logFile,
    async start() {
      const unit = readUnit(port)
      const [command, ...args] = unit.exec
      // The cluster runs the demo backend, whose outbox shows the SMS codes; production mode
      // (NODE_ENV=production) would need SMS and e-mail delivery configured (README).
      const unitEnv = { ...unit.env }
      delete unitEnv.NODE_ENV
      const dataDir = path.join(dir, `data-${port}`)
      mkdirSync(dataDir, { recursive: true })
      child = spawn(command === '/usr/bin/node' ? process.execPath : command, args, {
        cwd: root,
        detached: true,
        env: { ...process.env, ...unitEnv, ...env, DATA_DIR: dataDir, LOG_FILE: logFile },
        // What the process prints before its logger runs (a configuration error) goes here.
        stdio: ['ignore', 'ignore', openSync(`${logFile}.err`, 'a')],
      })
      const exited = new Promise((resolve) => child.once('exit', resolve))
      await Promise.race([
        waitUntil(`storefront :${port}`, () => answersOk(`http://127.0.0.1:${port}/healthz`)),
        exited.then((code) => {
          throw new Error(`storefront :${port} exited (${code}); see ${logFile}.err`)
        }),
      ])
    },
    /** SIGTERM finishes running requests; SIGKILL is a crash. Its built-in backend goes too. */
    async stop(signal = 'SIGTERM') {
      if (!child || child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      process.kill(-child.pid, signal)
      await exited
      // A crash leaves the group's other members (the backend) behind: end them too.
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        // Already gone.
      }
    },
  }
}

/**
 * nginx with the deployed site file, listening on `port` instead of 80 and named by it, before
 * `instancePorts`.
 */
export async function startNginx(dir, port, instancePorts) {
  const nginx = program('nginx', 'nginx')
  const temp = path.join(dir, 'nginx-temp')
  mkdirSync(temp, { recursive: true, mode: 0o777 })
  const accessLog = path.join(dir, 'nginx-access.log')
  const site = readFileSync(siteFile, 'utf8')
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    // The site's name is the address the cluster is browsed at.
    .replace(`server_name ${siteName};`, 'server_name 127.0.0.1;')
    .replace(`proxy_set_header Host ${siteName};`, `proxy_set_header Host 127.0.0.1:${port};`)
    // The site's instance lines, one per cluster process, keeping their options.
    .replace(/( *)server 127\.0\.0\.1:\d+( [^;]*)?;\n/g, (line, indent, options = '') =>
      line.includes(':3001')
        ? instancePorts.map((p) => `${indent}server 127.0.0.1:${p}${options};\n`).join('')
        : '',
    )
    .replace(/access_log \S+/, `access_log ${accessLog}`)
  writeFileSync(path.join(dir, 'site.conf'), site)
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/nginx-error.log;`,
      'events { worker_connections 1024; }',
      'http {',
      // The load client (npm run load) keeps each of its few connections for thousands of
      // requests: closed after nginx's default 1000, each would lose the request already on it.
      '  keepalive_requests 1000000;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${temp}/${kind};`,
      ),
      `  include ${dir}/site.conf;`,
      '}',
      '',
    ].join('\n'),
  )
  const child = spawn(nginx, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' })
  await waitUntil('nginx', () => answersOk(`http://127.0.0.1:${port}/nginx-healthz`))
  return {
    accessLog,
    stop: () => stopChild(child, 'SIGQUIT'),
  }
}

/**
 * Starts the whole cluster under `dir`. `env` adds variables for the storefront processes (the
 * load script raises the SMS limits with it).
 */
export async function startCluster({
  dir,
  port = Number(process.env.CLUSTER_PORT ?? 8080),
  instancePorts = [3001, 3002],
  postgresPort = 55433,
  redisPort = 56390,
  /** Prometheus's port when it is installed; null: not started. */
  prometheusPort = null,
  env = {},
}) {
  mkdirSync(dir, { recursive: true })
  const stops = []
  // Last started, first stopped; one that fails (a server already gone) does not keep the
  // others running.
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) {
      try {
        await stop()
      } catch (error) {
        console.error(`cluster: stopping failed: ${error instanceof Error ? error.message : error}`)
      }
    }
  }
  try {
    const postgres = process.env.DATABASE_URL
      ? { url: process.env.DATABASE_URL, stop: () => {} }
      : await ensurePostgres(dir, postgresPort)
    stops.push(postgres.stop)
    const redis = process.env.REDIS_URL
      ? { url: process.env.REDIS_URL, stop: () => {} }
      : await ensureRedis(dir, redisPort)
    stops.push(redis.stop)
    const shared = {
      ...sharedSecrets(dir),
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      ...env,
    }
    const instances = instancePorts.map((p) => instance(p, shared, dir))
    // Both at once, as systemd starts them: the migrations must bear two processes at a time.
    await Promise.all(instances.map((i) => i.start()))
    stops.push(() => Promise.all(instances.map((i) => i.stop())))
    const nginx = await startNginx(dir, port, instancePorts)
    stops.push(nginx.stop)
    const prometheus = prometheusPort ? await startPrometheus(prometheusPort, instancePorts) : null
    if (prometheus) stops.push(prometheus.stop)
    return {
      url: `http://127.0.0.1:${port}`,
      prometheusUrl: prometheus?.url ?? null,
      accessLog: nginx.accessLog,
      instances,
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.env.CLUSTER_DIR ?? path.join(root, 'data/cluster'))
  const cluster = await startCluster({
    dir,
    prometheusPort: Number(process.env.CLUSTER_PROMETHEUS_PORT ?? 9090),
  })
  console.log(
    `Cluster: ${cluster.url} (nginx) → ${cluster.instances.map((i) => i.port).join(', ')}`,
  )
  console.log(
    cluster.prometheusUrl
      ? `Prometheus: ${cluster.prometheusUrl} (deploy/prometheus.yml, alerts under /alerts)`
      : 'Prometheus is not installed (apt-get install -y prometheus); each process still serves its metrics.',
  )
  console.log(`Logs and data: ${dir}; Ctrl+C stops every process it started.`)
  const stop = async () => {
    await cluster.stop()
    process.exit(0)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}
