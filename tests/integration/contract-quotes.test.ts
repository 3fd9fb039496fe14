import { describe, expect, it } from 'vitest'
import type { AmlRequest } from '~/upstream/auth.server.ts'
import { definitionOf } from '~/quote/definitions.ts'
import { entrySchema } from '~/quote/entry-schema.ts'
import { resultCodes } from '~/upstream/result-codes.ts'
import { vehicleQuerySchema, toVehicleQuery } from '~/quote/rules/vehicle.ts'
import { isValidTckn } from '~/validation/identity.ts'
import { isValidPlate } from '~/validation/plate.ts'
import { agencyForFile } from '../support/agency.ts'
import { rawCall } from '../support/contract.ts'
import { quoteWithFirms } from '../support/quote-firms.ts'

// The storefront and the built-in backend share no code (the lint rule in eslint.config.js).
// These suites keep them speaking the same language: the storefront's own client modules and
// schemas against the real backend over HTTP, for every rule both sides apply (see
// docs/backend-contract.md, "Keeping the two sides in step"). This one: plates, the T.C. kimlik checksum and the quote-flow codes.
const agency = await agencyForFile()
const auth = await import('~/upstream/auth.server.ts')
const offers = await import('~/upstream/offers.server.ts')
const vehicle = await import('~/upstream/vehicle.server.ts')
const visitor = { member: null }
const owner = { NationalNumber: '10000000146', Phone: '5321234567' }

const raw = (path: string, body: Record<string, unknown>) => rawCall(agency, path, body)
/** The anti-money-laundering check of the demo owner for a quote of `plate`. */
const ownerAml = (Querytype: AmlRequest['Querytype'], plate: string) =>
  auth.checkAml(
    {
      Querytype,
      NationalNumber: owner.NationalNumber,
      Phone: owner.Phone,
      LicensePlateNumber: plate,
    },
    visitor,
  )

describe('plates (spec §5)', () => {
  const kasko = entrySchema(definitionOf('kasko'))
  const entry = (plate: Record<string, string>) =>
    kasko.safeParse({
      NationalNumber: owner.NationalNumber,
      Phone: '(532)123-4567',
      PrivacyPolicy: 'on',
      OpenDataAgreement: 'on',
      ...plate,
    })

  it('a plate typed in lower case with Turkish letters passes every step that took it at entry', async () => {
    // Plates of the form 'NN ıkı NN' until the registry knows one far from its renewal window.
    for (let n = 10; n < 60; n++) {
      const typed = `34 ıkı ${n}`
      const accepted = entry({ LicensePlateNumber: typed, PlateStatus: '1' })
      expect(accepted.success).toBe(true)
      const plate = accepted.data!.LicensePlateNumber!
      const aml = await ownerAml('kasko', plate)
      expect(aml.ok).toBe(true)
      const query = vehicleQuerySchema.safeParse({
        RegistrationKind: 'belge',
        LicensePlateNumber: typed.replace('ı', 'i'),
        LicensePermitSerial: 'ab',
        LicensePermitNumber: '123456',
      })
      expect(query.success).toBe(true)
      const found = await vehicle.queryVehicle(
        vehicle.vehicleQuery({ ...owner, ...toVehicleQuery(query.data!) }),
        visitor,
      )
      expect(found.ok || (found.kind === 'http' && found.status === 404)).toBe(true)
      if (!found.ok) continue
      const header = await offers.createQuoteHeader(
        { QueryType: 'trafik', ...owner, LicensePlateNumber: found.body.Data!.LicensePlateNumber },
        visitor,
      )
      if (!header.ok && header.kind === 'http' && header.status === 409) continue // renewal window
      expect(header.ok).toBe(true)
      return
    }
    throw new Error('no plate of the form 34 IKI NN could be quoted')
  })

  it('a new vehicle without a plate (status 2, province + YK) is chosen from the lists and gets offers', async () => {
    const accepted = entry({ LicensePlateNumber: '6', PlateStatus: '2' })
    expect(accepted.success && accepted.data.LicensePlateNumber).toBe('06YK')
    const plate = accepted.data!.LicensePlateNumber!
    const aml = await ownerAml('trafik', plate)
    expect(aml.ok).toBe(true)
    const brands = await vehicle.getVehicleBrandsWithModels('trafik', visitor)
    const lists = await vehicle.getVehicleTypes('trafik', visitor)
    const model = brands.ok ? brands.body.Results![0]!.Models[0]! : null
    expect(model && lists.ok).toBeTruthy()
    const usingType = lists.ok ? lists.body.Data!.UsingTypes[0]!.Id : ''
    const chosen = await vehicle.updateVehicle(
      vehicle.vehicleQuery({
        ...owner,
        LicensePlateNumber: plate,
        BrandCodeFull: model!.BrandCodeFull,
        ModelYear: model!.ModelYears.at(-1)!.ModelYear,
        UsingType: usingType,
        FuelType: model!.FuelTypes[0]!,
      }),
      visitor,
    )
    expect(chosen.ok && chosen.body.Data).toMatchObject({
      LicensePlateNumber: '06YK',
      PolicyEndDate: null,
    })
    const { HeaderGuid, firms } = await quoteWithFirms(
      { QueryType: 'trafik', ...owner, LicensePlateNumber: plate },
      visitor,
    )
    const answer = await offers.getFirmOffers(
      { HeaderGuid, InsuranceFirm: firms[0]!.Id, QueryType: 'trafik' },
      visitor,
    )
    expect(answer.ok && answer.body.Results!.length).toBeGreaterThan(0)
  })

  it.each([
    ['34 QA 123', false],
    ['34 AW 123', false],
    ['34 AX 12', false],
    ['34 ÇA 123', false],
    ['34 AŞ 123', false],
    ['34 ABC 123', true],
    ['06 yk 123', true],
    ['81 ZZ 999', true],
  ])('%s: the storefront and the backend agree (%s)', async (typed, valid) => {
    expect(isValidPlate(typed)).toBe(valid)
    const answer = await raw(
      '/common/arac/Vehicle/query-info',
      vehicle.vehicleQuery({
        NationalNumber: owner.NationalNumber,
        LicensePlateNumber: typed,
        LicensePermitNumber: 'AB123456',
      }),
    )
    expect(answer.body.Messages).toEqual(
      valid ? expect.not.arrayContaining(['Plaka geçersiz.']) : ['Plaka geçersiz.'],
    )
  })
})

describe('rules both sides keep', () => {
  it('Turkish folding in site search: what the storefront counts as one word, the backend finds alike', async () => {
    const { searchSite } = await import('~/upstream/search.server.ts')
    const { foldTurkish } = await import('~/utils/turkish.ts')
    for (const variants of [
      ['sigorta', 'SİGORTA', 'sıgorta', 'Sigorta'],
      ['poliçe', 'POLİÇE', 'police'],
      ['ödeme', 'ÖDEME', 'odeme'],
    ]) {
      expect(new Set(variants.map(foldTurkish)).size).toBe(1)
      const hits = []
      for (const keyword of variants) {
        const result = await searchSite(keyword, visitor)
        hits.push(result.ok ? (result.body.Results ?? []).map((h) => h.Url) : ['hata'])
      }
      expect(hits[0]!.length).toBeGreaterThan(0)
      for (const other of hits) expect(other).toEqual(hits[0])
    }
  })

  it('the T.C. kimlik checksum: the AML check agrees with the storefront on every number', async () => {
    const numbers = ['10000000146', '10000000214', '12345678950', '98765432108']
    for (const valid of ['10000000146', '12345678950']) {
      for (let digit = 9; digit <= 10; digit++) {
        const broken =
          valid.slice(0, digit) + ((Number(valid[digit]) + 1) % 10) + valid.slice(digit + 1)
        numbers.push(broken)
      }
    }
    for (const number of numbers) {
      const aml = await auth.checkAml(
        {
          Querytype: 'tamamlayici',
          NationalNumber: number,
          Phone: owner.Phone,
          Birthdate: '01.01.1990',
        },
        visitor,
      )
      const refusedAsInvalid = !aml.ok && aml.statusCode === resultCodes.validasyon_hatasi
      expect({ number, valid: !refusedAsInvalid }).toEqual({ number, valid: isValidTckn(number) })
    }
  })

  it('the quote-flow result codes (spec §8) mean the same on both sides', async () => {
    const check = (over: Partial<AmlRequest>) =>
      auth.checkAml(
        {
          Querytype: 'tamamlayici',
          NationalNumber: owner.NationalNumber,
          Phone: owner.Phone,
          Birthdate: '01.01.1990',
          ...over,
        },
        visitor,
      )
    const statusOf = async (over: Partial<AmlRequest>) => {
      const result = await check(over)
      return result.ok ? resultCodes.islem_basarili : result.statusCode
    }
    expect(await statusOf({})).toBe(resultCodes.islem_basarili)
    expect(await statusOf({ NationalNumber: '10000000145' })).toBe(resultCodes.validasyon_hatasi)
    expect(await statusOf({ NationalNumber: '10000000214' })).toBe(resultCodes.black_list)
    expect(await statusOf({ Birthdate: undefined })).toBe(resultCodes.dogum_tarihi_gerekli)
    const missing = await vehicle.queryVehicle(
      vehicle.vehicleQuery({
        ...owner,
        LicensePlateNumber: '34YOK404',
        LicensePermitNumber: 'AB123456',
      }),
      visitor,
    )
    expect(!missing.ok && missing.kind === 'http' && missing.body?.StatusCode).toBe(
      resultCodes.gonderilen_bilgiler_yanlis,
    )
  })
})
