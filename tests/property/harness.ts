import { expect, type APIRequestContext, type APIResponse } from '@playwright/test'
import fc from 'fast-check'
import { readPage } from '../support/html.ts'
import { garbage, type FieldKind } from './fields.ts'

/**
 * The property runs of issue 10 against the built server over HTTP. A fixed seed and a bounded
 * number of runs keep CI repeatable; FC_SEED, FC_PATH and FC_RUNS replay or widen a run.
 */
export const seed = Number(process.env.FC_SEED ?? 20261123)
console.log(`fast-check seed ${seed}`)
const replayPath = process.env.FC_PATH
const runsFactor = Number(process.env.FC_RUNS_FACTOR ?? 1)

export type Body = [string, string][]

/** A body as the failure report prints it: values over 200 characters shortened, with length. */
export function printable(body: Body) {
  return JSON.stringify(
    body.map(([name, value]) => [
      name,
      value.length > 200 ? `${value.slice(0, 40)}…(${value.length} characters)` : value,
    ]),
  )
}

/** Wraps a generated body so fast-check's counterexample line stays readable. */
const reported = (body: Body) => Object.assign(body, { [fc.toStringMethod]: () => printable(body) })

/** One form of the site: where it posts, the fields it asks for, what it always carries. */
export interface FormCase {
  /** The path the form posts to (or, for a GET form, the page). */
  path: string
  method?: 'POST' | 'GET'
  fields: Record<string, FieldKind>
  /** Hidden fields and the intent: sent as they are, left out, or replaced with garbage. */
  fixed?: Record<string, string>
  /** Fields the page re-renders elsewhere than in a control of the same name: left unchecked. */
  notEchoed?: string[]
}

/** The URL React Router's script posts a form to once the page has hydrated: `/path.data?…`. */
const dataUrl = (path: string) => {
  const [pathname, search] = path.split('?')
  return `${pathname === '/' ? '/_root' : pathname}.data${search ? `?${search}` : ''}`
}

/** Sends the body as a plain form post (JavaScript off) or as the hydrated page's fetch (on). */
export async function send(api: APIRequestContext, form: FormCase, body: Body, enhanced = false) {
  const params = new URLSearchParams(body)
  if (form.method === 'GET') {
    const separator = form.path.includes('?') ? '&' : '?'
    return api.get(`${form.path}${separator}${params}`)
  }
  return api.post(enhanced ? dataUrl(form.path) : form.path, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: params.toString(),
  })
}

const describe = (response: APIResponse, body: Body) =>
  `HTTP ${response.status()} for ${response.url()}\nbody: ${printable(body)}`

/** Every field valid, as the arbitrary's pairs. */
function validBody(form: FormCase, except?: string): fc.Arbitrary<Body> {
  const names = Object.keys(form.fields).filter((n) => n !== except)
  return fc
    .tuple(...names.map((n) => form.fields[n]!.valid))
    .map((values) => [
      ...names.map((n, i): [string, string] => [n, values[i]!]),
      ...Object.entries(form.fixed ?? {}),
    ])
}

/** A body as a visitor or a script may send it: fields valid, broken, missing or repeated. */
function anyBody(form: FormCase): fc.Arbitrary<Body> {
  const field = ([name, kind]: [string, FieldKind]) =>
    fc.oneof(
      { weight: 3, arbitrary: kind.valid.map((v): Body => [[name, v]]) },
      { weight: 3, arbitrary: garbage(kind.valid).map((v): Body => [[name, v]]) },
      { weight: 1, arbitrary: fc.constant<Body>([]) },
      {
        weight: 1,
        arbitrary: fc.tuple(garbage(kind.valid), kind.valid).map(([a, b]): Body => [
          [name, a],
          [name, b],
        ]),
      },
    )
  const fixed = ([name, value]: [string, string]) =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constant<Body>([[name, value]]) },
      { weight: 1, arbitrary: fc.constant<Body>([]) },
      { weight: 1, arbitrary: garbage(fc.constant(value)).map((v): Body => [[name, v]]) },
    )
  const unknown = fc.option(
    fc.tuple(fc.constantFrom('bilinmeyen', '__proto__', 'constructor', 'intent[]'), fc.string()),
    { nil: undefined },
  )
  return fc
    .tuple(
      fc.tuple(...Object.entries(form.fields).map(field)),
      fc.tuple(...Object.entries(form.fixed ?? {}).map(fixed)),
      unknown,
    )
    .map(([fields, fixedParts, extra]) =>
      reported([...fields.flat(), ...fixedParts.flat(), ...(extra ? [extra] : [])]),
    )
}

export const runOptions = (numRuns: number) => ({
  seed,
  path: replayPath,
  numRuns: Math.max(1, Math.round(numRuns * runsFactor)),
  // Each run is an HTTP round trip; a failure is reported with its seed, path and body at once.
  endOnFailure: true,
})

/** Whatever is sent, the answer is never a server error. */
export async function neverServerError(api: APIRequestContext, form: FormCase, numRuns: number) {
  await fc.assert(
    fc.asyncProperty(anyBody(form), fc.boolean(), async (body, enhanced) => {
      const response = await send(api, form, body, enhanced)
      expect(response.status(), describe(response, body)).toBeLessThan(500)
    }),
    runOptions(numRuns),
  )
}

/**
 * One field broken, the others valid: the answer is not an error, the broken field is marked
 * invalid with one of its Turkish messages, and every other field comes back as typed.
 */
export async function badFieldExplained(api: APIRequestContext, form: FormCase, numRuns: number) {
  // Fields without a message of their own (an optional box, a free id) are only sent valid here.
  const broken = Object.keys(form.fields).filter((n) => form.fields[n]!.messages.length > 0)
  const arbitrary = fc
    .constantFrom(...broken)
    .chain((name) => fc.tuple(fc.constant(name), form.fields[name]!.invalid, validBody(form, name)))
    .map(([name, bad, rest]) => ({
      name,
      rest,
      body: reported([[name, bad], ...rest]),
      [fc.toStringMethod]: () => `${name} broken: ${printable([[name, bad], ...rest])}`,
    }))
  await fc.assert(
    fc.asyncProperty(arbitrary, async ({ name, rest, body }) => {
      const response = await send(api, form, body)
      const context = describe(response, body)
      expect(response.status(), context).toBeLessThan(500)
      const page = readPage(await response.text())
      const controls = page.control(name)
      const kind = form.fields[name]!
      const marked = controls.find((c) => c.invalid)
      expect(marked, `${name} marked invalid\n${context}`).toBeTruthy()
      expect(
        kind.messages.some((m) => marked!.description.includes(m)),
        `${name} message "${marked!.description}" is one of ${kind.messages.join(' | ')}\n${context}`,
      ).toBe(true)
      for (const [other, value] of rest) {
        const otherKind = form.fields[other]
        if (otherKind?.checkbox) {
          const ticked = page.control(other).some((c) => c.checked)
          expect(ticked, `${other} still ticked\n${context}`).toBe(true)
          continue
        }
        if (!otherKind?.echoed || form.notEchoed?.includes(other)) continue
        const shown = page.control(other).map((c) => c.value)
        expect(shown, `${other} kept as typed\n${context}`).toContain(value)
      }
    }),
    runOptions(numRuns),
  )
}

/** The valid options of a select on a page (city, county, request type…) and the chosen one. */
export async function optionsOf(api: APIRequestContext, path: string, name: string) {
  const page = readPage(await (await api.get(path)).text())
  const control = page.control(name)[0]
  return { values: control?.options.filter(Boolean) ?? [], selected: control?.value ?? '' }
}
