import { Hono } from 'hono'
import { phoneBrands, phoneModels } from '../catalogue/phones.ts'
import type { AgencyDb } from '../db/database.ts'
import { fail, ok, readBody, type Caller } from '../http.ts'
import { quoteCodes } from '../quotes/codes.ts'
import { trDate } from '../registry/dates.ts'
import { cleanGsm } from '../rules/identity.ts'
import { answerAsInsurer } from '../quotes/insurer-answer.ts'
import { registeredPhoneLine } from '../quotes/lines.ts'
import type { InsurerSimulation } from '../quotes/simulation.ts'
import { quoteByHeaderGuid, recordPhoneOfferRequest } from '../quotes/store.ts'

type Env = { Variables: { caller: Caller } }

const invalid = { StatusCode: quoteCodes.validasyon_hatasi }

/** The phone lists (common service): brands as spec §3 gives them, models by BrandId. */
export function phoneListsService() {
  return new Hono<Env>()
    .post('/api/mobilephone/telefon-markalar', (c) =>
      ok(c, { Results: phoneBrands.map((b) => ({ Title: b.title, Key: String(b.key) })) }),
    )
    .post('/api/mobilephone/telefon-modeller', async (c) => {
      const { BrandId } = await readBody(c)
      if (!/^\d+$/.test(BrandId ?? '')) return fail(c, 400, 'Lütfen telefon markası seçiniz.')
      return ok(c, {
        Results: phoneModels
          .filter((m) => m.brandKey === Number(BrandId))
          .map((m) => ({
            Id: String(m.id),
            Title: m.title,
            BrandId: String(m.brandKey),
            ListPrice: m.listPrice,
          })),
      })
    })
}

/**
 * POST /mobilephone/teklif (spec §7, the third base: the offers service): one insurer's phone
 * offers for a quote opened with create-header. The Phone offer repeats the device and the
 * buyer, and they must be the quote's; IPAddress and UserAgent are the visitor's, recorded as
 * evidence. PackageGuid empty asks for every package the insurer sells, a PackageCode for one.
 */
export function phoneOfferService(db: AgencyDb, simulation: InsurerSimulation) {
  return new Hono<Env>().post('/mobilephone/teklif', async (c) => {
    const body = await readBody(c)
    const quote = await quoteByHeaderGuid(db, body.HeaderGuid)
    if (quote?.query_type !== 'telefon')
      return fail(c, 404, 'Teklif bulunamadı. Lütfen yeniden başlayın.', invalid)
    const ip = (body.IPAddress ?? '').trim()
    const userAgent = (body.UserAgent ?? '').trim()
    if (!ip || !userAgent) {
      return fail(c, 400, 'Ziyaretçinin IP adresi ve tarayıcı bilgisi gönderilmelidir.', invalid)
    }
    const details = registeredPhoneLine.details(quote.details)
    const sent = [
      body.NationalNumber?.trim() === quote.national_number,
      cleanGsm(body.Phone) === quote.phone,
      body.CepMarkaId === String(details.model.brandKey),
      body.CepModelId === String(details.model.id),
      body.CepMarka === details.brand,
      body.CepModel === details.model.title,
      (body.ImeiNo ?? '').replace(/\s/g, '') === details.imei,
      body.PolicyStart === trDate(details.policyStart),
      body.EMail?.trim() === details.email,
    ]
    if (sent.includes(false)) {
      return fail(c, 409, 'Teklif bilgileri eşleşmiyor.', {
        StatusCode: quoteCodes.gonderilen_bilgiler_yanlis,
      })
    }
    const answer = await answerAsInsurer(db, simulation, quote, body.InsuranceFirm ?? '')
    if (!answer.ok) return fail(c, answer.status, answer.message, { StatusCode: answer.code })
    // Kept once the insurer is known, under the name it was asked by (at most a short code).
    await recordPhoneOfferRequest(db, {
      header_guid: quote.header_guid,
      insurance_firm: (body.InsuranceFirm ?? '').slice(0, 32),
      imei: details.imei,
      ip_address: ip.slice(0, 64),
      user_agent: userAgent.slice(0, 512),
    })
    const packageCode = body.PackageGuid?.trim()
    return ok(c, {
      StatusCode: quoteCodes.islem_basarili,
      Results: packageCode
        ? answer.offers.filter((o) => o.PackageCode === packageCode)
        : answer.offers,
    })
  })
}
