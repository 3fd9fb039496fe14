import { sql } from 'kysely'
import type { UpstreamContext } from '~/upstream/client.server.ts'
import type { QuoteHeaderRequest } from '~/upstream/offers.server.ts'
import type { RunningAgency } from './agency.ts'
import { quoteWithFirms } from './quote-firms.ts'

/** The request fields of a visitor paying by card, as the checkout sends them. */
export const visitorContext: UpstreamContext = {
  member: null,
  visitor: { ip: '203.0.113.7', userAgent: 'vitest' },
}

/** What these helpers use of a running back office: its address and its database. */
type BackOffice = Pick<RunningAgency, 'url' | 'db'>

const bankPost = (agency: BackOffice, pathname: string, fields: Record<string, string>) =>
  fetch(`${agency.url}/bank${pathname}`, { method: 'POST', body: new URLSearchParams(fields) })

/** The fields the demo bank's result page posts back to the shop. */
export const hiddenFields = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1]!,
      m[2]!,
    ]),
  ) as { PaymentId: string; mdStatus: string; Signature: string }

/**
 * One insurer's offers on a quote: NewListOffer, or for the phone line its own call (spec §3's
 * Phone offer) with the device the header was opened with.
 */
async function firstFirmOffers(
  header: QuoteHeaderRequest,
  HeaderGuid: string,
  InsuranceFirm: number,
  context: UpstreamContext,
) {
  if (header.QueryType !== 'telefon') {
    const offers = await import('~/upstream/offers.server.ts')
    return offers.getFirmOffers({ HeaderGuid, InsuranceFirm, QueryType: header.QueryType }, context)
  }
  const phone = await import('~/upstream/phone.server.ts')
  const device = header as unknown as Record<string, string>
  // The offer names the device as the lists do, as the phone step sends it.
  const brands = await phone.getPhoneBrands(context)
  const models = await phone.getPhoneModels(device.CepMarkaId!, context)
  const brand = brands.ok ? brands.body.Results?.find((b) => b.Key === device.CepMarkaId) : null
  const model = models.ok ? models.body.Results?.find((m) => m.Id === device.CepModelId) : null
  return phone.requestPhoneOffer(
    {
      InsuranceFirm,
      PackageGuid: '',
      HeaderGuid,
      IPAddress: '203.0.113.7',
      UserAgent: 'vitest',
      NationalNumber: header.NationalNumber,
      Phone: header.Phone,
      PolicyStart: device.PolicyStart!,
      EMail: device.EMail!,
      CepMarka: brand?.Title ?? '',
      CepModel: model?.Title ?? '',
      CepModelId: device.CepModelId!,
      CepMarkaId: device.CepMarkaId!,
      ImeiNo: device.ImeiNo!,
    },
    context,
  )
}

/**
 * The first offer of a quote header paid with the success card up to the bank's page: a payment
 * session through the storefront's upstream modules, then the card, held by `payer`, posted to the
 * provider's card page as the payer's browser posts it: the fields the browser posts to the bank,
 * and the quote's HeaderGuid. Call it after agencyForFile: the clients read the
 * backend's address as they load.
 */
export async function firstOfferAtTheBank(
  header: QuoteHeaderRequest,
  { insuredName = 'Ayşe Yılmaz', payer = 'Ayşe Yılmaz', context = visitorContext } = {},
) {
  const payment = await import('~/upstream/payment.server.ts')
  const { HeaderGuid, firms } = await quoteWithFirms(header, context)
  const answer = await firstFirmOffers(header, HeaderGuid, firms[0]!.Id, context)
  if (!answer.ok) throw new Error(answer.message)
  const sale = {
    HeaderGuid,
    OfferId: answer.body.Results![0]!.OfferId,
    NationalNumber: header.NationalNumber,
  }
  const accepted = await payment.recordContractAcceptance(
    {
      ...sale,
      Contracts: 'on-bilgilendirme,mesafeli-satis-sozlesmesi',
      TextHash: 'a'.repeat(64),
      IPAddress: '203.0.113.7',
      UserAgent: 'vitest',
    },
    context,
  )
  if (!accepted.ok) throw new Error(accepted.message)
  const offer = answer.body.Results![0]!
  const session = await payment.openPaymentSession(
    {
      ...sale,
      AttemptKey: `satis-${header.Phone}-${Date.now()}`,
      Phone: header.Phone,
      InsuredName: insuredName,
      Email: 'ayse@ornek.com.tr',
      Installments: 1,
      Amount: offer.Premium,
      TextHash: 'a'.repeat(64),
      ReturnUrl: 'http://localhost:3000/odeme/3d-sonuc',
      CancelUrl: 'http://localhost:3000/odeme/taslak/teklif',
      ClientRef: 'taslak/teklif',
    },
    context,
  )
  if (!session.ok) throw new Error(session.message)
  // The payer's browser at the provider's card page: the card goes there, never to the shop.
  const { CardPageUrl, CardPageFields } = session.body.Data!
  const cardPage = await fetch(CardPageUrl, {
    method: 'POST',
    body: new URLSearchParams({
      ...CardPageFields,
      CardHolderName: payer,
      CardNumber: '4000 0000 0000 0002',
      Expiry: `12/${(new Date().getFullYear() + 2) % 100}`,
      Cvc: '739',
      Installments: '1',
    }),
  })
  const paReq = /name="PaReq" value="([^"]+)"/.exec(await cardPage.text())?.[1]
  if (!paReq) throw new Error('the card page did not open the bank page')
  return { acs: { AcsFields: { PaReq: paReq } }, HeaderGuid }
}

/**
 * The first offer of a quote header paid at the demo bank as `firstOfferAtTheBank` starts it, the
 * code from the bank's outbox: the result the bank's page posts back to the shop, which nobody has
 * handed to the provider yet, and the quote's HeaderGuid.
 */
export async function bankResultOfFirstOffer(
  agency: BackOffice,
  header: QuoteHeaderRequest,
  options: Parameters<typeof firstOfferAtTheBank>[1] = {},
) {
  const { acs, HeaderGuid } = await firstOfferAtTheBank(header, options)
  await bankPost(agency, '/3d', acs.AcsFields)
  const { rows } = await sql<{ body: string }>`SELECT body FROM outbox
    WHERE recipient = ${header.Phone} AND body LIKE '%3D Secure%' ORDER BY id DESC`.execute(
    agency.db,
  )
  const code = /: (\d{6})\./.exec(rows[0]?.body ?? '')?.[1] ?? ''
  const result = await bankPost(agency, '/dogrula', { ...acs.AcsFields, Code: code })
  return { result: hiddenFields(await result.text()), HeaderGuid }
}

/**
 * The first offer of a quote header bought as above, the bank's result handed to the provider:
 * the policy's number and the quote's HeaderGuid.
 */
export async function buyFirstOffer(
  agency: BackOffice,
  header: QuoteHeaderRequest,
  options: Parameters<typeof bankResultOfFirstOffer>[2] = {},
) {
  const payment = await import('~/upstream/payment.server.ts')
  const { result, HeaderGuid } = await bankResultOfFirstOffer(agency, header, options)
  const paid = await payment.completeThreeDPayment(result, options.context ?? visitorContext)
  if (!paid.ok) throw new Error(paid.message)
  const policyNumber = paid.body.Data?.PolicyNumber
  if (!policyNumber) throw new Error('no policy')
  return { policyNumber, HeaderGuid }
}

/** A trafik policy of the demo plate bought by `owner`, with its row's id and period. */
export async function paidPolicy(
  agency: RunningAgency,
  owner: { NationalNumber: string; Phone: string },
) {
  const bought = await buyFirstOffer(agency, {
    QueryType: 'trafik',
    ...owner,
    LicensePlateNumber: '66ABC123',
  })
  const policy = await agency.db
    .selectFrom('policies')
    .select(['id', 'starts_on', 'ends_on'])
    .where('policy_number', '=', bought.policyNumber)
    .executeTakeFirstOrThrow()
  return { ...bought, ...policy }
}
