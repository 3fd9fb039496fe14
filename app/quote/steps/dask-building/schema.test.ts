import { describe, expect, it } from 'vitest'
import { errorsOf as formErrors, submitForm } from '../../../../tests/support/form-schema.ts'
import { trDayInTurkey } from '../../../../tests/support/turkey-day.ts'
import { daskBuildingSchema } from './schema.ts'

const valid = {
  DaskInsaYili: '1976-1996',
  DaskInsaTarzi: 'betonarme',
  DaskKullanimSekli: 'mesken',
  FloorCount: '5',
  GrossArea: '1,250',
  DaskHasarDurumu: 'hasarsiz',
  PolicyStart: trDayInTurkey(3),
}

const submit = (fields: Record<string, string>) => submitForm(daskBuildingSchema, fields)
const errorsOf = (fields: Record<string, string>) => formErrors(daskBuildingSchema, fields)

describe('DASK building form', () => {
  it('reads the declaration, comma thousands and the renewal box', () => {
    const submission = submit({ ...valid, IsRenewal: 'on' })
    expect(submission.status).toBe('success')
    expect(submission.status === 'success' && submission.value).toStrictEqual({
      ...valid,
      DaskInsaTarziDiger: undefined,
      FloorCount: 5,
      GrossArea: 1250,
      IsRenewal: true,
    })
    const fresh = submit(valid)
    expect(fresh.status === 'success' && fresh.value.IsRenewal).toBe(false)
  })

  it('asks for every choice when nothing is sent', () => {
    expect(errorsOf({})).toEqual({
      DaskInsaYili: ['Lütfen doldurun'],
      DaskInsaTarzi: ['Lütfen doldurun'],
      DaskKullanimSekli: ['Lütfen doldurun'],
      FloorCount: ['Bir değer girilmelidir.'],
      GrossArea: ['Bir değer girilmelidir.'],
      DaskHasarDurumu: ['Lütfen doldurun'],
      PolicyStart: ['Lütfen doldurun'],
    })
    expect(errorsOf({ ...valid, DaskInsaYili: '   ' })).toEqual({
      DaskInsaYili: ['Lütfen doldurun'],
    })
  })

  it.each([
    ['FloorCount', 'abc', 'Sadece sayı giriniz.'],
    ['FloorCount', '2.5', 'Sadece sayı giriniz.'],
    // Spec §5: digits only, so a sign or an exponent is not a number, however JavaScript reads it.
    ['FloorCount', '-3', 'Sadece sayı giriniz.'],
    ['FloorCount', '0', 'Kat sayısı 1 ile 99 arasında olmalıdır.'],
    ['FloorCount', '100', 'Kat sayısı 1 ile 99 arasında olmalıdır.'],
    ['FloorCount', '99999999999999999999999', 'Kat sayısı 1 ile 99 arasında olmalıdır.'],
    ['GrossArea', 'on iki', 'Sadece sayı giriniz.'],
    ['GrossArea', '-120', 'Sadece sayı giriniz.'],
    ['GrossArea', '9', 'Brüt alan 10 ile 10,000 m² arasında olmalıdır.'],
    ['GrossArea', '10,001', 'Brüt alan 10 ile 10,000 m² arasında olmalıdır.'],
    ['GrossArea', '1e9', 'Sadece sayı giriniz.'],
  ])('refuses %s %j', (field, value, message) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: [message] })
  })

  it('takes the bounds themselves', () => {
    expect(submit({ ...valid, FloorCount: '1', GrossArea: '10' }).status).toBe('success')
    expect(submit({ ...valid, FloorCount: '99', GrossArea: '10,000' }).status).toBe('success')
  })

  it("asks what 'Diğer' is, and keeps it only for 'Diğer'", () => {
    const other = { ...valid, DaskInsaTarzi: 'diger' }
    expect(errorsOf(other)).toEqual({ DaskInsaTarziDiger: ['Lütfen doldurun'] })
    expect(errorsOf({ ...other, DaskInsaTarziDiger: '    ' })).toEqual({
      DaskInsaTarziDiger: ['Lütfen doldurun'],
    })
    expect(errorsOf({ ...other, DaskInsaTarziDiger: 'ş'.repeat(101) })).toEqual({
      DaskInsaTarziDiger: ['En fazla 100 karakter giriniz.'],
    })
    const described = submit({ ...other, DaskInsaTarziDiger: '  Ahşap karkas ' })
    expect(described.status === 'success' && described.value.DaskInsaTarziDiger).toBe(
      'Ahşap karkas',
    )
    const dropped = submit({ ...valid, DaskInsaTarziDiger: 'Ahşap karkas' })
    expect(dropped.status === 'success' && dropped.value.DaskInsaTarziDiger).toBeUndefined()
  })

  it("asks what 'Diğer' is also when other fields failed", () => {
    expect(errorsOf({ DaskInsaTarzi: 'diger', FloorCount: 'x' })).toMatchObject({
      DaskInsaTarziDiger: ['Lütfen doldurun'],
      FloorCount: ['Sadece sayı giriniz.'],
      GrossArea: ['Bir değer girilmelidir.'],
    })
  })

  it('survives input that is not a form at all', () => {
    expect(daskBuildingSchema.safeParse(null).success).toBe(false)
    expect(daskBuildingSchema.safeParse('diger').success).toBe(false)
    expect(daskBuildingSchema.safeParse({ DaskInsaTarzi: ['diger'] }).success).toBe(false)
  })
})
