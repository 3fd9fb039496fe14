import { expect, test, type BrowserContext, type Request } from '@playwright/test'

// Issue 39: card data never reaches the storefront. Every e2e purchase types its card through
// `fillCard`, which puts this guard on the browser context: from then on each request the browser
// sends to the storefront's origin (its address and body, read as the request leaves) is searched
// for that card's number and security code, and a find fails the test. So every purchase of the
// suite, on every line, with JavaScript on and off, is also a recording of what the storefront
// received.
//
// In demo the provider's card page is proxied under the storefront's own origin at /demo/banka/
// (one port, README "Buying a policy"): those requests are the provider's, as they would be on its
// own origin, and are left out. tests/e2e/card-data-recording.spec.ts opens the card page on the
// provider's own origin instead and leaves nothing out.

export interface TypedCard {
  card: string
  cvc: string
}

export interface StorefrontRequest {
  url: string
  method: string
}

/** The prefix of the provider's pages the demo storefront proxies. */
const PROXIED_PROVIDER = '/demo/banka/'

/** The ways a typed number can travel: as typed, bare, or form-encoded. */
const spellings = (card: string) => [card, card.replace(/ /g, ''), card.replace(/ /g, '+')]

/** The provider's names for a card's fields. */
const CARD_FIELDS = ['CardNumber', 'Cvc']

/** A request's query and form fields: a security code would be one of their values. */
function fieldsOf(request: Request) {
  const body = request.postData() ?? ''
  const form = body.includes('=') ? [...new URLSearchParams(body)] : []
  return [...new URL(request.url()).searchParams, ...form]
}

/**
 * A card field by its name: a query or form field so named, or a multipart part or JSON key. Not
 * the letters anywhere: one 3D Secure result signature in about 6,000 spells "Cvc" in its base64.
 */
const namedInBody = new RegExp(`(?:name="|")(?:${CARD_FIELDS.join('|')})"`)
const namesCardField = (request: Request) =>
  fieldsOf(request).some(([name]) => CARD_FIELDS.includes(name)) ||
  namedInBody.test(request.postData() ?? '')

/** What of a typed card a request carries: its number, its code as a field, or a card field. */
function cardDataIn(request: Request, cards: TypedCard[]) {
  const text = `${request.url()}\n${request.postData() ?? ''}`
  const values = fieldsOf(request).map(([, value]) => value)
  const found: string[] = []
  for (const { card, cvc } of cards) {
    if (spellings(card).some((spelling) => text.includes(spelling))) found.push(card)
    if (values.includes(cvc)) found.push(`CVC ${cvc}`)
  }
  if (namesCardField(request)) found.push('a card field')
  return found
}

interface Guard {
  cards: TypedCard[]
  sent: StorefrontRequest[]
}

const guards = new WeakMap<BrowserContext, Guard>()

/** Guards the context's requests to the storefront against `typed`, from now to the test's end. */
export function guardCardData(context: BrowserContext, typed: TypedCard) {
  const known = guards.get(context)
  if (known) {
    known.cards.push(typed)
    return
  }
  const guard: Guard = { cards: [typed], sent: [] }
  guards.set(context, guard)
  const storefront = new URL(test.info().project.use.baseURL!).origin
  context.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin !== storefront) return
    if (url.pathname.startsWith(PROXIED_PROVIDER)) return
    guard.sent.push({ url: request.url(), method: request.method() })
    const found = cardDataIn(request, guard.cards)
    // Soft, and only on a find: one reported step per request would hold a long run for minutes.
    if (found.length) expect.soft(found, `card data sent to ${request.url()}`).toEqual([])
  })
}

/** The requests to the storefront the context's guard has searched: it saw the purchase. */
export const guardedRequests = (context: BrowserContext) => guards.get(context)?.sent ?? []
