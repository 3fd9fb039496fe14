// `npm run load`: the anonymous trafik quote flow, end to end, through nginx in front of two
// storefront processes (`npm run cluster`'s layout), driven by autocannon on loopback for a fixed
// time with a fixed number of connections. Each connection is one visitor after another: quote
// page, entry, the SMS code from the demo outbox, verification, user information, vehicle query
// and confirmation, then the offers page until every insurer has answered. Prints requests per
// second, p50/p99 per step, 5xx answers and lost quotes (a step that answered something other
// than the flow's next page). LOAD_SECONDS (default 30) and LOAD_CONNECTIONS (default 8).
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { parseDocument } from 'htmlparser2'
import { startCluster } from './cluster.js'

const seconds = Number(process.env.LOAD_SECONDS ?? 30)
const connections = Number(process.env.LOAD_CONNECTIONS ?? 8)
const port = 8095
const origin = `http://127.0.0.1:${port}`
/** A valid TC kimlik number; each visitor has a phone of its own. */
const nationalNumber = '10000000146'
/** Offers page views one visitor may need before every insurer has answered. */
const offerPolls = 300

const stats = new Map()
const outcome = { started: 0, completed: 0, lost: 0, serverErrors: 0, lostAt: new Map() }
let visitors = 0

function record(step, ms) {
  if (!stats.has(step)) stats.set(step, [])
  stats.get(step).push(ms)
}

/** The main form's fields as a browser would post them, and its action. */
function formOf(html, idPrefix) {
  const document = parseDocument(html)
  const elements = []
  const walk = (node) => {
    if (node.type === 'tag') elements.push(node)
    for (const child of node.children ?? []) walk(child)
  }
  walk(document)
  const form = elements.find((e) => e.name === 'form' && e.attribs.id?.startsWith(idPrefix))
  if (!form) return null
  const fields = new URLSearchParams()
  const inForm = (e) => e.attribs.form === form.attribs.id || isInside(e, form)
  for (const e of elements.filter(inForm)) {
    const { name, type, value = '' } = e.attribs
    if (!name || e.name === 'button') continue
    if (e.name === 'input' && (type === 'radio' || type === 'checkbox')) {
      if ('checked' in e.attribs) fields.append(name, value || 'on')
    } else if (e.name === 'select') {
      const options = []
      const collect = (n) => {
        if (n.type === 'tag' && n.name === 'option') options.push(n)
        for (const c of n.children ?? []) collect(c)
      }
      collect(e)
      const chosen = options.find((o) => 'selected' in o.attribs) ?? options[0]
      fields.append(name, chosen?.attribs.value ?? '')
    } else if (e.name === 'input') {
      fields.append(name, value)
    }
  }
  return { action: form.attribs.action, fields }
}

function isInside(node, ancestor) {
  for (let n = node.parent; n; n = n.parent) if (n === ancestor) return true
  return false
}

function cookieHeader(context) {
  return Object.entries(context.cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ')
}

function keepCookies(context, headers) {
  const entry = Object.entries(headers).find(([k]) => k.toLowerCase() === 'set-cookie')
  for (const line of [entry?.[1] ?? []].flat()) {
    const [pair] = line.split(';')
    const at = pair.indexOf('=')
    context.cookies[pair.slice(0, at)] = pair.slice(at + 1)
  }
}

const header = (headers, name) =>
  Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1]

/** One step of the flow: how to ask, and whether the answer leads on. */
function step(name, build, check) {
  return {
    setupRequest(request, context) {
      if (context.done) return null
      context.sentAt = performance.now()
      const ask = build(context)
      const form = ask.form ? ask.form.toString() : undefined
      return {
        ...request,
        method: form ? 'POST' : 'GET',
        path: ask.path,
        body: form,
        headers: {
          cookie: cookieHeader(context),
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded', origin } : {}),
        },
      }
    },
    onResponse(status, body, context, headers) {
      record(name, performance.now() - context.sentAt)
      keepCookies(context, headers)
      if (status >= 500) outcome.serverErrors++
      const next =
        status < 500 && check({ status, body, context, location: header(headers, 'location') })
      if (next === false) {
        outcome.lost++
        outcome.lostAt.set(name, (outcome.lostAt.get(name) ?? 0) + 1)
        context.done = true
      }
    },
  }
}

const redirectTo =
  (pattern) =>
  ({ status, location }) =>
    status === 302 && pattern.test(location ?? '')

const flow = [
  step(
    'teklif sayfası',
    (context) => {
      context.cookies = {}
      context.phone = `55${String(++visitors).padStart(8, '0')}`
      outcome.started++
      return { path: '/zorunlu-trafik-sigortasi' }
    },
    ({ status }) => status === 200,
  ),
  step(
    'giriş formu',
    (context) => ({
      path: '/zorunlu-trafik-sigortasi',
      form: new URLSearchParams({
        intent: 'gonder',
        NationalNumber: nationalNumber,
        Phone: context.phone,
        PlateStatus: '1',
        LicensePlateNumber: '66ABC123',
        PrivacyPolicy: 'on',
        OpenDataAgreement: 'on',
      }),
    }),
    ({ status, location, context }) => {
      context.draftId = /dogrulama=([\w-]+)/.exec(location ?? '')?.[1]
      return status === 302 && Boolean(context.draftId)
    },
  ),
  step(
    'SMS kodu (demo outbox)',
    () => ({ path: '/demo/outbox.json' }),
    ({ status, body, context }) => {
      if (status !== 200) return false
      const message = JSON.parse(body).find((m) => m.recipient === context.phone)
      context.code = /(\d{6})/.exec(message?.body ?? '')?.[1]
      return Boolean(context.code)
    },
  ),
  step(
    'SMS doğrulama',
    (context) => ({
      path: `/zorunlu-trafik-sigortasi?dogrulama=${context.draftId}`,
      form: new URLSearchParams({
        intent: 'onayla',
        draftId: context.draftId,
        SmsActivationCode: context.code,
      }),
    }),
    ({ status, location, context }) => {
      context.wizard = location?.replace(/\/bilgiler$/, '')
      return redirectTo(/\/bilgiler$/)({ status, location })
    },
  ),
  step(
    'bilgiler sayfası',
    (context) => ({ path: `${context.wizard}/bilgiler` }),
    ({ status, body, context }) => {
      context.information = status === 200 ? formOf(body, 'bilgiler-') : null
      return Boolean(context.information)
    },
  ),
  step(
    'bilgiler kaydı',
    (context) => {
      const { action, fields } = context.information
      fields.set('intent', 'kaydet')
      return { path: action, form: fields }
    },
    redirectTo(/\/arac$/),
  ),
  step(
    'araç sorgusu',
    (context) => ({
      path: `${context.wizard}/arac`,
      form: new URLSearchParams({
        intent: 'sorgula',
        LicensePlateNumber: '66 ABC 123',
        RegistrationKind: 'belge',
        LicensePermitSerial: 'AB',
        LicensePermitNumber: '123456',
      }),
    }),
    redirectTo(/\/arac$/),
  ),
  step(
    'araç onayı',
    (context) => ({
      path: `${context.wizard}/arac`,
      form: new URLSearchParams({ intent: 'teklif-al' }),
    }),
    redirectTo(/\/teklifler$/),
  ),
  ...Array.from({ length: offerPolls }, (_, poll) =>
    step(
      'teklifler sayfası',
      (context) => ({ path: `${context.wizard}/teklifler` }),
      ({ status, body, context }) => {
        if (status !== 200) return false
        if (body.includes('Tüm sigorta şirketleri yanıt verdi.')) {
          outcome.completed++
          context.done = true
          return true
        }
        // Still waiting after every poll it was allowed: the quote is lost.
        return poll < offerPolls - 1
      },
    ),
  ),
]

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

const cluster = await startCluster({
  dir: mkdtempSync(path.join(tmpdir(), 'bozok-load-')),
  port,
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
try {
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    timeout: 30,
    requests: flow,
  })
  const unfinished = outcome.started - outcome.completed - outcome.lost
  console.log(
    `Load: ${connections} connections for ${seconds} s through nginx → 2 storefront processes`,
  )
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
  console.log(`5xx answers: ${outcome.serverErrors}`)
  for (const [name, count] of outcome.lostAt) console.log(`  lost at "${name}": ${count}`)
  process.exitCode = outcome.serverErrors + outcome.lost === 0 ? 0 : 1
} finally {
  await cluster.stop()
}
