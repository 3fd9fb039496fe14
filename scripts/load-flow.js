// The visitor of `npm run load` (scripts/load.js): the anonymous trafik quote flow as plain HTTP
// requests, a browser without JavaScript. Each step says what it asks and whether the answer
// leads on; what a step learns (cookies, the draft, the SMS code, the form) is kept on the
// visitor's context for the next.
import { parseDocument } from 'htmlparser2'

/** A valid TC kimlik number; each visitor has a phone of its own. */
const nationalNumber = '10000000146'
/** Offers page views one visitor may need before every insurer has answered. */
const offerPolls = 300
let visitors = 0

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

/** The request a step's `build` asks for, as a browser on `origin` sends it with its cookies. */
export function requestOf(context, ask, origin) {
  const form = ask.form?.toString()
  return {
    method: form ? 'POST' : 'GET',
    path: ask.path,
    body: form,
    headers: {
      cookie: Object.entries(context.cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join('; '),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded', origin } : {}),
    },
  }
}

/** Keeps the cookies of an answer's Set-Cookie lines. */
export function keepCookies(context, setCookieLines) {
  for (const line of setCookieLines) {
    const [pair] = line.split(';')
    const at = pair.indexOf('=')
    context.cookies[pair.slice(0, at)] = pair.slice(at + 1)
  }
}

/** What came instead of the flow's next page, without the query string or the draft's id. */
export function answerOf(status, location, body) {
  if (location) return `${status} → ${location.split('?')[0].replace(/[\w-]{20,}/g, ':id')}`
  const title = /<title>([^<]*)<\/title>/.exec(body ?? '')?.[1]
  return title ? `${status} "${title}"` : String(status)
}

const redirectTo =
  (pattern) =>
  ({ status, location }) =>
    status === 302 && pattern.test(location ?? '')

/**
 * The flow, step by step: `build` gives the path (and the form to post), `check` says whether
 * the answer leads on (true), ends the quote with every insurer's answer ('done'), or not.
 */
export const steps = [
  {
    name: 'teklif sayfası',
    build: (context) => {
      context.cookies = {}
      context.phone = `55${String(++visitors).padStart(8, '0')}`
      return { path: '/zorunlu-trafik-sigortasi' }
    },
    check: ({ status }) => status === 200,
  },
  {
    name: 'giriş formu',
    build: (context) => ({
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
    check: ({ status, location, context }) => {
      context.draftId = /dogrulama=([\w-]+)/.exec(location ?? '')?.[1]
      return status === 302 && Boolean(context.draftId)
    },
  },
  {
    name: 'SMS kodu (demo outbox)',
    build: () => ({ path: '/demo/outbox.json' }),
    check: ({ status, body, context }) => {
      if (status !== 200) return false
      const message = JSON.parse(body).find((m) => m.recipient === context.phone)
      context.code = /(\d{6})/.exec(message?.body ?? '')?.[1]
      return Boolean(context.code)
    },
  },
  {
    name: 'SMS doğrulama',
    build: (context) => ({
      path: `/zorunlu-trafik-sigortasi?dogrulama=${context.draftId}`,
      form: new URLSearchParams({
        intent: 'onayla',
        draftId: context.draftId,
        SmsActivationCode: context.code,
      }),
    }),
    check: ({ status, location, context }) => {
      context.wizard = location?.replace(/\/bilgiler$/, '')
      return redirectTo(/\/bilgiler$/)({ status, location })
    },
  },
  {
    name: 'bilgiler sayfası',
    build: (context) => ({ path: `${context.wizard}/bilgiler` }),
    check: ({ status, body, context }) => {
      context.information = status === 200 ? formOf(body, 'bilgiler-') : null
      return Boolean(context.information)
    },
  },
  {
    name: 'bilgiler kaydı',
    build: (context) => {
      const { action, fields } = context.information
      fields.set('intent', 'kaydet')
      return { path: action, form: fields }
    },
    check: redirectTo(/\/arac$/),
  },
  {
    name: 'araç sorgusu',
    build: (context) => ({
      path: `${context.wizard}/arac`,
      form: new URLSearchParams({
        intent: 'sorgula',
        LicensePlateNumber: '66 ABC 123',
        RegistrationKind: 'belge',
        LicensePermitSerial: 'AB',
        LicensePermitNumber: '123456',
      }),
    }),
    check: redirectTo(/\/arac$/),
  },
  {
    name: 'araç onayı',
    build: (context) => ({
      path: `${context.wizard}/arac`,
      form: new URLSearchParams({ intent: 'teklif-al' }),
    }),
    check: redirectTo(/\/teklifler$/),
  },
  ...Array.from({ length: offerPolls }, (_, poll) => ({
    name: 'teklifler sayfası',
    build: (context) => ({ path: `${context.wizard}/teklifler` }),
    check: ({ status, body }) => {
      if (status !== 200) return false
      if (body.includes('Tüm sigorta şirketleri yanıt verdi.')) return 'done'
      // Still waiting after every poll it was allowed: the quote is lost.
      return poll < offerPolls - 1
    },
  })),
]

/**
 * One visitor through the whole flow, one request after another; throws naming the step that
 * did not lead on and what it answered.
 */
export async function walkOnce(origin) {
  const context = {}
  for (const { name, build, check } of steps) {
    const { method, path, body, headers } = requestOf(context, build(context), origin)
    const response = await fetch(`${origin}${path}`, {
      method,
      body,
      headers,
      redirect: 'manual',
    })
    keepCookies(context, response.headers.getSetCookie())
    const location = response.headers.get('location') ?? undefined
    const text = await response.text()
    const verdict =
      response.status < 500 && check({ status: response.status, body: text, context, location })
    if (verdict === 'done') return
    if (!verdict) {
      throw new Error(`the flow stopped at "${name}": ${answerOf(response.status, location, text)}`)
    }
  }
}
