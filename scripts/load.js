// `npm run load`: the anonymous trafik quote flow (scripts/load-flow.js), end to end, through
// nginx in front of two storefront processes (`npm run cluster`'s layout), driven by autocannon
// on loopback for a fixed time with a fixed number of connections. One visitor first walks the
// whole flow alone (a broken step stops the run there, naming it); then each connection is one
// visitor after another. Prints requests per second, p50/p99 per step, 5xx answers, lost quotes
// (a step that answered something other than the flow's next page, or nothing) and each
// process's memory at the start, nine times during the run (a leak climbs; a cache levels off)
// and at the end; exits non-zero on any lost quote or 5xx.
// LOAD_SECONDS (default 30; 600 is the soak of README) and LOAD_CONNECTIONS (default 8).
// However it ends (done, a failure, Ctrl+C, SIGTERM, its own deadline), it stops every process
// it started.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { startCluster } from './cluster.js'
import { answerOf, keepCookies, requestOf, steps, walkOnce } from './load-flow.js'
import { loadLayout, loadProcesses } from './load-layout.js'

const seconds = Number(process.env.LOAD_SECONDS ?? 30)
const connections = Number(process.env.LOAD_CONNECTIONS ?? 8)
const { port, instancePorts } = loadLayout
const origin = `http://127.0.0.1:${port}`
/** How long one request may take before its visitor counts as lost. */
const requestTimeoutSeconds = 30
/** Starting the cluster, the run, stopping: past this the run is ended as failed. */
const deadlineMs = (seconds + 300) * 1000

const stats = new Map()
const outcome = { started: 0, completed: 0, lost: 0, serverErrors: 0, lostAt: new Map() }

function record(step, ms) {
  if (!stats.has(step)) stats.set(step, [])
  stats.get(step).push(ms)
}

/** The visitor gives up at `stepName`; the first answer of each kind is kept to say why. */
function lose(context, stepName, kind, example) {
  outcome.lost++
  const key = `${stepName}: ${kind}`
  const known = outcome.lostAt.get(key) ?? { count: 0, example }
  known.count++
  outcome.lostAt.set(key, known)
  context.done = true
}

const header = (headers, name) =>
  Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1]

/**
 * A step of the flow as one of autocannon's requests. The steps run in order on one context; a
 * step finds its predecessor's answer there, or its visitor is lost: autocannon goes on to the
 * next request when a request times out or its connection closes, and that step would run on
 * nothing. A step whose script fails loses its visitor too, rather than the run.
 */
function loadStep({ name, build, check }, index) {
  return {
    setupRequest(request, context) {
      if (context.done) return null
      if (index > 0 && context.reached !== index) {
        const previous = steps[index - 1].name
        lose(context, previous, 'no answer', `none in ${requestTimeoutSeconds} s, or closed`)
        return null
      }
      if (index === 0) outcome.started++
      context.sentAt = performance.now()
      try {
        return { ...request, ...requestOf(context, build(context), origin) }
      } catch (error) {
        lose(context, name, 'script error', String(error))
        return null
      }
    },
    onResponse(status, body, context, headers) {
      record(name, performance.now() - context.sentAt)
      keepCookies(context, [header(headers, 'set-cookie') ?? []].flat())
      if (status >= 500) outcome.serverErrors++
      const location = header(headers, 'location')
      let verdict
      try {
        verdict = status < 500 && check({ status, body, context, location })
      } catch (error) {
        return lose(context, name, 'script error', String(error))
      }
      if (verdict === 'done') {
        outcome.completed++
        context.done = true
      } else if (verdict) {
        context.reached = index + 1
      } else {
        lose(context, name, 'unexpected answer', answerOf(status, location, body))
      }
    },
  }
}

/**
 * autocannon (9.0) keeps the requests still waiting on a connection that the server closed and
 * hands them the answers that come on the next connection, every answer one request late from
 * then on. Each new connection starts with none waiting, as after a timeout; the visitor whose
 * request went with the old one is then lost at that step (`loadStep`).
 */
function forgetRequestsOfClosedConnections(client) {
  const connect = client._connect
  client._connect = function () {
    this.pipelinedRequests.clear()
    return connect.call(this)
  }
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

/** Resident and heap memory of every process, in MB, from what each one's /metrics says. */
async function memory() {
  const megabytes = (text, metric) =>
    Number(new RegExp(`^${metric} (\\S+)`, 'm').exec(text)?.[1] ?? NaN) / 1024 ** 2
  return Promise.all(
    loadProcesses().map(async ({ name, metricsPort }) => {
      const text = await fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((r) => r.text())
      return {
        name,
        rss: megabytes(text, 'process_resident_memory_bytes'),
        heap: megabytes(text, 'nodejs_heap_size_used_bytes'),
      }
    }),
  )
}

/** Each process's heap at each sample: whether it climbs to the end or levels off. */
function printMemoryOverTime(samples) {
  console.log(`| process | heap MB at ${samples.map(({ second }) => `${second} s`).join(' · ')} |`)
  console.log('|---|---|')
  samples[0].memory.forEach(({ name }, i) => {
    const heaps = samples.map(({ memory }) => memory[i].heap.toFixed(0))
    console.log(`| ${name} | ${heaps.join(' · ')} |`)
  })
}

function printMemory(atStart, atEnd) {
  const mb = (n) => n.toFixed(0)
  const growth = (from, to) => `${to >= from ? '+' : ''}${mb(to - from)}`
  console.log('| process | RSS start MB | RSS end MB | growth MB | heap start MB | heap end MB |')
  console.log('|---|---|---|---|---|---|')
  atStart.forEach((s, i) => {
    const e = atEnd[i]
    console.log(
      `| ${s.name} | ${mb(s.rss)} | ${mb(e.rss)} | ${growth(s.rss, e.rss)} | ${mb(s.heap)} | ${mb(e.heap)} |`,
    )
  })
}

function printReport(result, memoryAtStart, memoryAtEnd, memorySamples) {
  const unfinished = outcome.started - outcome.completed - outcome.lost
  console.log(
    `Requests: ${result.requests.total} (${result.requests.average.toFixed(1)} req/s), p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; errors ${result.errors}, timeouts ${result.timeouts}`,
  )
  console.log('| step | requests | p50 ms | p99 ms |')
  console.log('|---|---|---|---|')
  for (const [name, values] of stats) {
    console.log(
      `| ${name} | ${values.length} | ${percentile(values, 50).toFixed(0)} | ${percentile(values, 99).toFixed(0)} |`,
    )
  }
  console.log(
    `Quotes: ${outcome.started} started, ${outcome.completed} with every insurer's answer, ${outcome.lost} lost, ${unfinished} still running when the time was up`,
  )
  for (const [key, { count, example }] of outcome.lostAt) {
    console.log(`  lost at ${key}: ${count} (first: ${example})`)
  }
  console.log(`5xx answers: ${outcome.serverErrors}`)
  console.log('Memory of each process before and after the load:')
  printMemory(memoryAtStart, memoryAtEnd)
  console.log('Heap during the load:')
  printMemoryOverTime([
    { second: 0, memory: memoryAtStart },
    ...memorySamples,
    { second: seconds, memory: memoryAtEnd },
  ])
}

let starting = null
let runner = null
let ending = null

/** Stops the run and every process it started, once, then exits with `code`. */
function end(code, reason) {
  ending ??= (async () => {
    if (reason) console.error(`Load: ${reason}; stopping everything it started`)
    runner?.stop()
    // A start under way stops its own processes if it fails; once it is up, they are stopped here.
    await starting?.then(
      (cluster) => cluster.stop(),
      () => {},
    )
    process.exit(code)
  })()
  return ending
}
process.once('SIGINT', () => end(130, 'interrupted (SIGINT)'))
process.once('SIGTERM', () => end(143, 'terminated (SIGTERM)'))
process.once('SIGHUP', () => end(129, 'its terminal closed (SIGHUP)'))
process.once('uncaughtException', (error) => end(1, `failed: ${error.stack ?? error}`))
process.once('unhandledRejection', (error) => end(1, `failed: ${error?.stack ?? error}`))
setTimeout(() => end(1, `not done after ${deadlineMs / 1000} s`), deadlineMs).unref()

async function run() {
  starting = startCluster({
    dir: mkdtempSync(path.join(tmpdir(), 'bozok-load-')),
    ...loadLayout,
    env: {
      LOG_LEVEL: 'warn',
      SMS_IP_HOURLY_LIMIT: '1000000',
      SMS_GLOBAL_HOURLY_LIMIT: '1000000',
      SMS_PHONE_INTERVAL_SECONDS: '0',
      QUOTE_ENTRY_IP_LIMIT: '1000000',
      AGENCY_INSURER_LATENCY_MS: '50-400',
      AGENCY_INSURER_FAILURE_RATE: '0',
    },
  })
  await starting
  // Also the processes' first renders, so the clock measures them warm.
  await walkOnce(origin)
  console.log(
    `Load: ${connections} connections for ${seconds} s through nginx (${origin}) → storefront processes on ${instancePorts.join(', ')}`,
  )
  const memoryAtStart = await memory()
  const startedAt = Date.now()
  const memorySamples = []
  const sampling = setInterval(
    async () => {
      const second = Math.round((Date.now() - startedAt) / 1000)
      // Nine between the start's and the end's own.
      if (memorySamples.length === 8) clearInterval(sampling)
      memorySamples.push({ second, memory: await memory() })
    },
    (seconds * 1000) / 10,
  )
  runner = autocannon({
    url: origin,
    connections,
    duration: seconds,
    timeout: requestTimeoutSeconds,
    requests: steps.map(loadStep),
    setupClient: forgetRequestsOfClosedConnections,
  })
  const result = await runner
  clearInterval(sampling)
  if (ending) return
  printReport(result, memoryAtStart, await memory(), memorySamples)
  await end(outcome.serverErrors + outcome.lost === 0 ? 0 : 1)
}

run().catch((error) => end(1, `failed: ${error.message ?? error}`))
