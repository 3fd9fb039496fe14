import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { entryMessages, messages } from '~/validation/messages.ts'
import { definitionOf } from './definitions.ts'
import { entrySchema } from './entry-schema.ts'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) data.append(k, v)
  return data
}
const consents = { PrivacyPolicy: 'on', OpenDataAgreement: 'on' }

describe('entry schema per product line', () => {
  it('parses a kasko entry, normalizing the plate', () => {
    const result = parseWithZod(
      form({
        NationalNumber: '10000000146',
        Phone: '(532)123-4567',
        LicensePlateNumber: '66 ık 123',
        ...consents,
      }),
      { schema: entrySchema(definitionOf('kasko')) },
    )
    expect(result.status).toBe('success')
    if (result.status !== 'success') return
    expect(result.value).toMatchObject({
      NationalNumber: '10000000146',
      Phone: '5321234567',
      LicensePlateNumber: '66IK123',
      PlateStatus: '1',
      AdvertisementAgreement: false,
    })
  })

  it('turns plate status 2 into the province code plus YK', () => {
    const result = parseWithZod(
      form({
        NationalNumber: '1234567890',
        Phone: '5321234567',
        PlateStatus: '2',
        LicensePlateNumber: '66',
        ...consents,
      }),
      { schema: entrySchema(definitionOf('trafik')) },
    )
    expect(result.status === 'success' && result.value.LicensePlateNumber).toBe('66YK')
  })

  it('reports every invalid field at once with the spec messages', () => {
    const result = parseWithZod(form({ NationalNumber: '12345678901', Phone: '(532)12' }), {
      schema: entrySchema(definitionOf('kasko')),
    })
    expect(result.status).toBe('error')
    const errors = result.reply().error ?? {}
    expect(errors.NationalNumber).toEqual([messages.nationalNumber])
    expect(errors.Phone).toEqual([messages.required])
    expect(errors.LicensePlateNumber).toEqual([entryMessages.plate])
    expect(errors.PrivacyPolicy).toEqual([messages.privacyPolicy])
    expect(errors.OpenDataAgreement).toEqual([messages.openDataAgreement])
  })

  it('refuses a tax number where only persons buy', () => {
    const result = parseWithZod(
      form({
        NationalNumber: '1234567890',
        Phone: '5321234567',
        Birthdate: '01.01.1990',
        ...consents,
      }),
      {
        schema: entrySchema(definitionOf('tamamlayici')),
      },
    )
    expect(result.reply().error?.NationalNumber).toEqual([messages.nationalNumber])
  })

  it('requires the birth date on health lines', () => {
    const result = parseWithZod(
      form({ NationalNumber: '10000000146', Phone: '5321234567', ...consents }),
      {
        schema: entrySchema(definitionOf('yabanci')),
      },
    )
    expect(result.reply().error?.Birthdate).toEqual([messages.required])
  })

  it('takes the passport number instead of the national number for ID type 2', () => {
    const schema = entrySchema(definitionOf('seyahat'))
    const passport = parseWithZod(
      form({
        IdType: '2',
        PassportNumber: 'u1234567',
        Phone: '5321234567',
        Birthdate: '01.01.1990',
        ...consents,
      }),
      { schema },
    )
    expect(passport.status === 'success' && passport.value).toMatchObject({
      NationalNumber: 'U1234567',
      PassportNumber: 'U1234567',
      IdType: '2',
    })
    const missing = parseWithZod(
      form({ IdType: '2', Phone: '5321234567', Birthdate: '01.01.1990', ...consents }),
      { schema },
    )
    expect(missing.reply().error?.PassportNumber).toEqual([entryMessages.passportNumber])
    expect(missing.reply().error?.NationalNumber).toBeUndefined()
  })
})
