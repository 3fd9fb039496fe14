import { createHash } from 'node:crypto'
import { productCodes } from '~/quote/product-codes.server.ts'
import type { ProductKey } from '~/quote/product-lines.ts'
import { resultCodes } from '~/upstream/result-codes.ts'
import { encryptWithPassphrase } from '~/utils/passphrase-aes.server.ts'
import {
  checkAml,
  confirmTemporaryCode,
  getDemoOutbox,
  sendTemporaryCode,
} from '../upstream/auth.server.ts'
import { declaredCalls } from '../upstream/call-registry.ts'
import type {
  MemberCredentials,
  UpstreamContext,
  UpstreamResult,
} from '../upstream/client.server.ts'
import { getClientInfo } from '../upstream/customer.server.ts'
import { insuranceCompaniesOf } from '../upstream/lists.server.ts'
import {
  getPreloginKey,
  getSecurityToken,
  login,
  loginStatus,
  preloginKeyStatus,
  readPreloginKey,
} from '../upstream/members.server.ts'
import { createQuoteHeader, getFirmOffers, getQuoteFirms } from '../upstream/offers.server.ts'
import {
  getCheckoutStatus,
  getPaymentDetail,
  openPaymentSession,
  paymentCodes,
  recordContractAcceptance,
  sessionSettledCodes,
} from '../upstream/payment.server.ts'

// `npm run provider-check`: a journey's calls (a member's login, a quote's SMS verification and
// AML check, a kasko and a DASK quote to their offers, a sale up to its card page) made through
// the storefront's own upstream modules against a provider, each judged as the storefront would
// judge it. The journey's data are the README's demo data; a provider's sandbox names its own.

export interface CheckOptions {
  /** A member of the provider's sandbox who logs in without an SMS code. */
  member: { phone: string; password: string }
  /** Who asks for the quotes, and the phone their SMS code goes to. */
  owner: { NationalNumber: string; Phone: string; Birthdate: string }
  /** The SMS code the provider sent; read from the built-in back office's demo outbox if not given. */
  smsCode?: string
  /** A registered plate and a UAVT address number of the sandbox. */
  plate: string
  uavtNumber: string
}

export interface CheckRow {
  call: string
  spec: string
  /** The provider took every field sent (no 400 refusal). */
  accepted: boolean
  /** The answer fitted the schema the storefront reads it with (an enveloped refusal counts). */
  parsed: boolean
  /** The answer's StatusCode is one the storefront acts on for this call. */
  handled: boolean
  ms: number
  note: string
}

/** The browser the journey stands for: a documentation address and the command's name. */
const browser = { ip: '203.0.113.7', userAgent: 'provider-check' }
const visitor: UpstreamContext = { member: null, visitor: browser }

const queryTypeOf = (key: ProductKey) => productCodes[key].queryType

function specOf(path: string) {
  return declaredCalls().find((call) => call.path === path)?.spec ?? '—'
}

/** Runs the journey; every row says how one call went. */
export async function runProviderCheck(options: CheckOptions): Promise<CheckRow[]> {
  const rows: CheckRow[] = []
  async function check<T extends { StatusCode?: number }>(
    path: string,
    codes: number[] | null,
    call: () => Promise<UpstreamResult<T>>,
    label = '',
  ): Promise<T | null> {
    const started = performance.now()
    const result = await call()
    const ms = Math.round(performance.now() - started)
    const body = result.ok ? result.body : result.kind === 'http' ? result.body : null
    const answered = result.ok || (result.kind === 'http' && body !== null)
    const accepted = result.ok || result.kind !== 'http' || result.status !== 400
    const handled =
      answered && (codes === null || codes.includes(body?.StatusCode ?? (result.ok ? 200 : 0)))
    rows.push({
      call: path,
      spec: specOf(path),
      accepted,
      parsed: answered,
      handled,
      ms,
      note: [label, result.ok ? `StatusCode ${body?.StatusCode ?? '—'}` : result.message]
        .filter(Boolean)
        .join(': '),
    })
    return result.ok && handled ? result.body : null
  }

  // A member's login: the key, the login (spec §4's codes; a locked account ends the journey),
  // the session user. The codes are the tables the login's own handling reads.
  const loginGoesOn = Object.values(loginStatus).filter((code) => code !== loginStatus.locked)
  const key = await check('/prelogin-key', [preloginKeyStatus.ok], () => getPreloginKey(visitor))
  const preloginKey = key ? readPreloginKey({ ok: true, status: 200, body: key }) : null
  if (preloginKey?.ok) {
    const loggedIn = await check('/login', loginGoesOn, () =>
      login(
        {
          Username: options.member.phone,
          Password: encryptWithPassphrase(options.member.password, preloginKey.key),
          Guid: preloginKey.guid,
          DeviceId: 'provider-check',
        },
        visitor,
      ),
    )
    const token = loggedIn?.Data?.Token
    if (token && loggedIn.Data?.Source) {
      const member: MemberCredentials = { accessToken: token, source: loggedIn.Data.Source }
      await check('/get-security-token', [200], () => getSecurityToken({ ...visitor, member }))
    }
  }

  // A DASK quote's verification and identity check, then the lookups the spec loads.
  const dask = queryTypeOf('dask')
  const { owner } = options
  const agreements = { PrivacyPolicy: true, OpenDataAgreement: true, AdvertisementAgreement: false }
  const sent = await check('/gecici-kod', [200], () =>
    sendTemporaryCode(
      {
        QueryType: dask,
        NationalNumber: owner.NationalNumber,
        Phone: owner.Phone,
        ...agreements,
      },
      visitor,
    ),
  )
  const code = options.smsCode ?? (sent ? await demoCode(owner.Phone) : undefined)
  if (code) {
    await check('/gecici-onay', [200], () =>
      confirmTemporaryCode(
        { QueryType: dask, Gsm: owner.Phone, SmsActivationCode: code, ...agreements },
        visitor,
      ),
    )
  }
  // checkAml reads the answer itself: a refusal with a spec §8 code is an answer it acts on.
  await check('/aml/aml/AMLKontrol', Object.values(resultCodes), async () => {
    const answer = await checkAml({ Querytype: dask, ...owner }, visitor)
    const StatusCode = answer.ok ? resultCodes.islem_basarili : answer.statusCode
    return answer.ok || StatusCode !== undefined
      ? { ok: true as const, status: 200, body: { StatusCode } }
      : { ok: false as const, kind: 'invalid' as const, message: answer.messages.join(' ') }
  })
  const companies = await insuranceCompaniesOf([70, 40], visitor)
  rows.push({
    call: '/firms/GetFirms',
    spec: specOf('/firms/GetFirms'),
    accepted: true,
    parsed: true,
    handled: true,
    ms: 0,
    note: `${companies.length} şirket (404 ya da hata: liste atlanır)`,
  })
  await check('/musteri/Get-Client-Info', [200], () => getClientInfo(visitor))

  // A kasko and a DASK quote to their offers; the DASK offer up to its card page.
  const kasko = await quoteToOffer('kasko', {
    LicensePlateNumber: options.plate,
    RadioPrice: 0,
    NavigationPrice: 0,
    SteelWheelPrice: 0,
    OtherAccessoryPrice: 0,
  })
  const property = await quoteToOffer('dask', { UAVTNumber: options.uavtNumber })
  const sale = property ?? kasko
  if (sale) await saleToCardPage(sale)
  return rows

  /**
   * A sale as the checkout makes it: the installments, the checkout's state, the contracts'
   * acceptance, the payment session, and the card page the payer's browser is sent to, opened
   * with the session's fields (a card page that does not answer with its form fails the check).
   */
  async function saleToCardPage(sale: { HeaderGuid: string; OfferId: string }) {
    const detail = await check('/api/payment/payment-detail', [200], () =>
      getPaymentDetail(sale, visitor),
    )
    const AttemptKey = crypto.randomUUID()
    await check('/api/payment/checkout-status', [200, ...Object.values(paymentCodes)], () =>
      getCheckoutStatus({ ...sale, AttemptKey }, visitor),
    )
    // The hash of the contracts' text the payer read (SHA-256, hex), as the checkout sends it.
    const TextHash = createHash('sha256').update('provider-check').digest('hex')
    await check('/api/musteri/sozlesme-kontrol', [200], () =>
      recordContractAcceptance(
        {
          ...sale,
          NationalNumber: owner.NationalNumber,
          Contracts: 'on-bilgilendirme,mesafeli-satis-sozlesmesi',
          TextHash,
          IPAddress: browser.ip,
          UserAgent: browser.userAgent,
        },
        visitor,
      ),
    )
    const single = detail?.Data?.Options.find((option) => option.Installments === 1)
    if (!single) return
    const session = await check(
      '/api/payment/session',
      [200, ...Object.values(sessionSettledCodes)],
      () =>
        openPaymentSession(
          {
            ...sale,
            AttemptKey,
            NationalNumber: owner.NationalNumber,
            Phone: owner.Phone,
            InsuredName: 'Provider Check',
            Email: 'provider-check@ornek.com.tr',
            Installments: 1,
            Amount: single.Total,
            TextHash,
            ReturnUrl: 'https://magaza.ornek.com.tr/odeme/3d-sonuc',
            CancelUrl: 'https://magaza.ornek.com.tr/',
            ClientRef: 'provider-check',
          },
          visitor,
        ),
    )
    const page = session?.Data
    if (page) rows.push(await cardPageRow(page.CardPageUrl, page.CardPageFields))
  }

  async function quoteToOffer(line: ProductKey, fields: Record<string, string | number>) {
    const QueryType = queryTypeOf(line)
    const header = await check(
      '/list/Offers/create-header',
      [1010],
      () =>
        createQuoteHeader(
          { QueryType, NationalNumber: owner.NationalNumber, Phone: owner.Phone, ...fields },
          visitor,
        ),
      QueryType,
    )
    const HeaderGuid = header?.Data?.HeaderGuid
    if (!HeaderGuid) return null
    const firms = await check(
      '/firm/firma/firmalar',
      [1010],
      () =>
        getQuoteFirms(
          { QueryType, Gsm: owner.Phone, NationalNumber: owner.NationalNumber, HeaderGuid },
          visitor,
        ),
      QueryType,
    )
    const firm = firms?.Results?.[0]
    if (!firm) return null
    const offers = await check(
      '/list/Offers/NewListOffer',
      [1010],
      () => getFirmOffers({ HeaderGuid, InsuranceFirm: firm.Id, QueryType }, visitor),
      QueryType,
    )
    const offer = offers?.Results?.[0]
    return offer ? { HeaderGuid, OfferId: offer.OfferId } : null
  }
}

/** The card page as the payer's browser opens it: the session's fields posted as a form. */
async function cardPageRow(url: string, fields: Record<string, string>): Promise<CheckRow> {
  const row = { call: 'kart sayfası', spec: '§9 "payment method 2"' }
  const started = performance.now()
  try {
    const answer = await fetch(url, { method: 'POST', body: new URLSearchParams(fields) })
    const cardForm = /name="CardNumber"/.test(await answer.text())
    return {
      ...row,
      accepted: answer.status !== 400,
      parsed: cardForm,
      handled: answer.ok,
      ms: Math.round(performance.now() - started),
      note: `${url} HTTP ${answer.status}, ${cardForm ? 'kart formu' : 'kart formu yok'}`,
    }
  } catch (error) {
    const ms = Math.round(performance.now() - started)
    const note = `${url}: ${String(error)}`
    return { ...row, accepted: false, parsed: false, handled: false, ms, note }
  }
}

/** The code the built-in back office's demo outbox shows for the phone; none from a provider. */
async function demoCode(phone: string) {
  const outbox = await getDemoOutbox(visitor)
  const message = outbox.ok ? outbox.body.Results?.find((m) => m.Recipient === phone) : undefined
  return /(\d{6})/.exec(message?.Body ?? '')?.[1]
}

/** The rows as the table the command prints. */
export function checkTable(rows: CheckRow[]) {
  const mark = (value: boolean) => (value ? 'evet' : 'HAYIR')
  const lines = [
    ['Çağrı', 'Şartname', 'Alanlar kabul', 'Yanıt okundu', 'Kod işlendi', 'ms', 'Not'],
    ...rows.map((r) => [
      r.call,
      r.spec,
      mark(r.accepted),
      mark(r.parsed),
      mark(r.handled),
      String(r.ms),
      r.note,
    ]),
  ]
  const widths = lines[0]!.map((_, i) => Math.max(...lines.map((l) => l[i]!.length)))
  return lines
    .map((l) =>
      l
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}

export const checkPassed = (rows: CheckRow[]) =>
  rows.length > 0 && rows.every((r) => r.accepted && r.parsed && r.handled)
