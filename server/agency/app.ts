import type { Redis } from 'ioredis'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AgencyDb } from './db/database.ts'
import type { Messenger } from './delivery/messenger.ts'
import { outboxMessenger } from './delivery/outbox.ts'
import { authenticate, fail } from './http.ts'
import { refuseIncompleteCalls } from './listed-payloads.ts'
import { refuseControlCharacters } from './control-characters.ts'
import { answerSandboxCodes } from './sandbox-codes.ts'
import { commonService } from './services/common.ts'
import { contentService } from './services/content.ts'
import { daskService } from './services/dask.ts'
import { offersService } from './services/offers.ts'
import { printService } from './services/print.ts'
import { vehicleService } from './services/vehicle.ts'
import { amlService } from './services/aml.ts'
import { authService, demoService } from './services/auth.ts'
import { searchService } from './services/search.ts'
import { accountService } from './services/account.ts'
import { membersService, resolveMemberToken } from './services/members.ts'
import { supportService } from './services/support.ts'
import { paymentService } from './services/payment.ts'
import { cardPaymentService } from './services/card-payment.ts'
import { bankAcsService } from './services/bank-acs.ts'
import { contractsService } from './services/contracts.ts'
import { phoneListsService, phoneOfferService } from './services/phone.ts'
import type { AgencySettings } from './settings.ts'
import { withdrawalService } from './aftercare/withdrawal-service.ts'
import { renewalService } from './aftercare/renewal-service.ts'
import { claimService } from './aftercare/claim-service.ts'

export interface AgencyOptions {
  db: AgencyDb
  /** What the services are configured with: the site credential, letterhead, limits, insurers. */
  settings: Pick<
    AgencySettings,
    'siteCredential' | 'branding' | 'smsLimits' | 'claimLimits' | 'insurerSimulation'
  >
  onError?: (error: unknown, path: string) => void
  /** How SMS and e-mail leave the back office; the demo outbox when not given. */
  messenger?: Messenger
  /** Shared counters for the login limits when several backend processes run (REDIS_URL). */
  redis?: Redis | null
  /** Redis did not answer: the login limit named counted this attempt in memory instead. */
  onLimitNotShared?: (limit: string, reason: string) => void
  /** Answer the sandbox identities' spec §8 codes (sandbox-codes.ts); never in production. */
  sandboxCodes?: boolean
  /** The bank's page shows its one-time code: a staging site's bank, in production only. */
  stagingBank?: boolean
}

/** Every call's fields fit many times over. */
const CALL_MAX_BYTES = 64 * 1024
/**
 * A support request or reply carries one attachment of up to 2 MB as base64 in FileContent
 * (4/3 of it), form-encoded.
 */
const ATTACHMENT_CALL_MAX_BYTES = 4 * 1024 * 1024

/**
 * The built-in agency back office. Each upstream service of the provider sits under its own base
 * path, so the storefront reaches it exactly as it would reach the provider's separate hosts.
 */
export function createAgencyApp({
  db,
  settings,
  onError,
  messenger = outboxMessenger(db),
  redis = null,
  onLimitNotShared,
  sandboxCodes = false,
  stagingBank = false,
}: AgencyOptions) {
  const { siteCredential, branding, insurerSimulation } = settings
  const agencyName = branding.name
  const app = new Hono()
  app.get('/healthz', (c) => c.json({ status: 'ok' }))
  // Refused before a service reads it: by Content-Length, or counted as a chunked body arrives.
  const tooLarge = (c: Context) => fail(c, 413, 'Gönderilen istek çok büyük.')
  const callLimit = bodyLimit({ maxSize: CALL_MAX_BYTES, onError: tooLarge })
  const supportCallLimit = bodyLimit({ maxSize: ATTACHMENT_CALL_MAX_BYTES, onError: tooLarge })
  app.use('*', (c, next) =>
    (c.req.path.startsWith('/common/api/Destek/') ? supportCallLimit : callLimit)(c, next),
  )
  // The demo bank's 3D Secure pages are opened by the payer's browser, not called with the site
  // credential: registered before the authentication below, which they therefore never reach.
  app.route('/bank', bankAcsService(db, { siteCredential, branding, showsCode: stagingBank }))
  app.use(
    '/:service/*',
    authenticate({
      siteCredential,
      resolveMemberToken: (token, source) => resolveMemberToken(db, token, source),
    }),
  )
  app.use('/:service/*', refuseIncompleteCalls())
  app.use('/:service/*', refuseControlCharacters())
  if (sandboxCodes) app.use('/:service/*', answerSandboxCodes(db))
  app.route('/common', commonService(db))
  app.route('/content', contentService(db, branding))
  app.route('/common', vehicleService(db))
  app.route('/common', daskService(db))
  app.route('/offers', offersService(db, insurerSimulation))
  app.route('/offers', phoneOfferService(db, insurerSimulation))
  app.route('/common', phoneListsService())
  app.route('/print', printService(db, branding))
  app.route('/auth', authService(db, messenger, { limits: settings.smsLimits, agencyName }))
  app.route('/common', amlService(db))
  app.route('/common/demo', demoService(db))
  app.route('/search', searchService(db, branding))
  app.route(
    '/auth',
    membersService(db, messenger, {
      agencyName,
      redis,
      onLimitNotShared,
      codeAttempts: settings.smsLimits.maxAttempts,
    }),
  )
  app.route(
    '/common',
    supportService(db, messenger, { agencyName, claimLimits: settings.claimLimits }),
  )
  app.route('/common', accountService(db))
  app.route('/common', contractsService(db))
  app.route('/common', withdrawalService(db, messenger, branding))
  app.route('/common', renewalService(db))
  app.route('/common', claimService(db))
  app.route('/payment', paymentService(db))
  app.route('/payment2', cardPaymentService(db, { siteCredential, branding, messenger }))
  app.notFound((c) => fail(c, 404, 'İstenen servis bulunamadı.'))
  app.onError((error, c) => {
    onError?.(error, c.req.path)
    return fail(c, 500, 'Beklenmeyen bir hata oluştu.')
  })
  return app
}
