import type { Context, MiddlewareHandler } from 'hono'
import type { AgencyDb } from './db/database.ts'
import { fail, readBody, type Body } from './http.ts'
import { quoteCodes } from './quotes/codes.ts'

/**
 * Test identities of the built-in back office's sandbox (docs/decisions/035, README "Sandbox
 * codes"): a quote made with one of these T.C. kimlik numbers meets one spec §8 code at the call
 * where a provider can answer it, as a provider's test environment answers its documented test
 * data. The code is in the number: 1000 1004 006 answers 1004.
 */
export const sandboxIdentities = {
  /** The quote header, once per phone: the quote's token is not trusted, verify again. */
  tokenControl: '10001002026',
  /** The first insurer's offer call of each quote: a new temporary code is needed. */
  temporaryCode: '10001004006',
  /** The quote header, as long as it carries no birth date. */
  birthDate: '10001006086',
  /** The quote header, always: the request waits in the provider's queue. */
  queue: '10001009056',
  /** The 3D Secure payment start, once per offer: the final step failed. */
  finalStep: '10001011004',
} as const

interface SandboxAnswer {
  code: number
  message: string
  /** What the answer is given once for; every later call with it goes through. */
  once?: string
}

type Rule = (body: Body, db: AgencyDb) => Promise<SandboxAnswer | null>

const offerCall: Rule = async (body, db) => {
  const quote = await db
    .selectFrom('quotes')
    .select('national_number')
    .where('header_guid', '=', body.HeaderGuid ?? '')
    .executeTakeFirst()
  return quote?.national_number === sandboxIdentities.temporaryCode
    ? {
        code: quoteCodes.gecici_kod_onay_gerekli,
        message: 'Geçici kod onayı gerekli.',
        once: `quote:${body.HeaderGuid}`,
      }
    : null
}

const rules: Record<string, Rule> = {
  '/offers/list/Offers/create-header': async (body) => {
    const number = body.NationalNumber
    if (number === sandboxIdentities.tokenControl) {
      return {
        code: quoteCodes.token_control_step_hatasi,
        message: 'Teklif oturumu doğrulanamadı.',
        once: `phone:${body.Phone}`,
      }
    }
    if (number === sandboxIdentities.birthDate && !body.Birthdate?.trim()) {
      return { code: quoteCodes.dogum_tarihi_gerekli, message: 'Doğum tarihi gereklidir.' }
    }
    if (number === sandboxIdentities.queue) {
      return { code: quoteCodes.cari_kuyruk_hata, message: 'İşleminiz kuyrukta bekliyor.' }
    }
    return null
  },
  '/offers/list/Offers/NewListOffer': offerCall,
  '/offers/mobilephone/teklif': offerCall,
  '/payment2/api/payment/session': async (body) =>
    body.NationalNumber === sandboxIdentities.finalStep
      ? {
          code: quoteCodes.final_step_hata,
          message: 'Poliçe düzenleme adımı tamamlanamadı; lütfen yeniden deneyin.',
          once: `offer:${body.OfferId}`,
        }
      : null,
}

/**
 * Answers the sandbox identities' codes before the call's own service, as a provider's sandbox
 * would (HTTP 400, Success false, the code in StatusCode). Only outside production: a staging
 * site behaves as the live one (decision 028), and a live one talks to the provider.
 */
export function answerSandboxCodes(db: AgencyDb): MiddlewareHandler {
  // Which one-time answers were given, in this process: a sandbox needs no more memory than that.
  const given = new Set<string>()
  return async (c: Context, next) => {
    const rule = c.req.method === 'POST' ? rules[c.req.path] : undefined
    const answer = rule ? await rule(await readBody(c), db) : null
    if (!answer || (answer.once && given.has(answer.once))) return next()
    if (answer.once) given.add(answer.once)
    return fail(c, 400, answer.message, { StatusCode: answer.code })
  }
}
