import { describe, expect, it } from 'vitest'
import {
  errorsOf as formErrors,
  valueOf as formValue,
} from '../../../../tests/support/form-schema.ts'
import { trDayInTurkey } from '../../../../tests/support/turkey-day.ts'
import { homeSchema } from './schema.ts'

const home = {
  KonutCatiTipi: 'betonarme',
  KonutInsaYili: '2012',
  KonutBulunduguKat: '3',
  EvTipi: 'apartman',
  PolicyStart: trDayInTurkey(3),
}
const owner = { ...home, PoliceTipi: 'ev-sahibi', BuildingSum: '2,500,000' }
const tenant = { ...home, PoliceTipi: 'kiraci', ContentsSum: '300,000' }

const valueOf = (fields: Record<string, string>) => formValue(homeSchema, fields)
const errorsOf = (fields: Record<string, string>) => formErrors(homeSchema, fields)

describe('konut home form', () => {
  it('insures an owner’s building, and the contents when given', () => {
    expect(valueOf(owner)).toEqual({
      ...home,
      PoliceTipi: 'ev-sahibi',
      BuildingSum: 2_500_000,
      ContentsSum: undefined,
    })
    expect(valueOf({ ...owner, ContentsSum: '400000' }).ContentsSum).toBe(400_000)
    // The provider reads an owner's 0 as no contents, so the form does too.
    expect(valueOf({ ...owner, ContentsSum: '0' }).ContentsSum).toBeUndefined()
  })

  it('insures a tenant’s contents only, whatever was typed as the building sum', () => {
    expect(valueOf(tenant)).toEqual({
      ...home,
      PoliceTipi: 'kiraci',
      BuildingSum: undefined,
      ContentsSum: 300_000,
    })
    expect(valueOf({ ...tenant, BuildingSum: 'abc' }).BuildingSum).toBeUndefined()
    expect(valueOf({ ...tenant, BuildingSum: '999,999,999' }).BuildingSum).toBeUndefined()
  })

  it('asks for every choice and, by policy type, the required sum', () => {
    expect(errorsOf({})).toEqual({
      KonutCatiTipi: ['Lütfen doldurun'],
      KonutInsaYili: ['Lütfen doldurun'],
      KonutBulunduguKat: ['Lütfen doldurun'],
      EvTipi: ['Lütfen doldurun'],
      PoliceTipi: ['Lütfen doldurun'],
      PolicyStart: ['Lütfen doldurun'],
    })
    expect(errorsOf({ ...owner, BuildingSum: '' })).toEqual({
      BuildingSum: ['Bir değer girilmelidir.'],
    })
    expect(errorsOf({ ...tenant, ContentsSum: '  ' })).toEqual({
      ContentsSum: ['Bir değer girilmelidir.'],
    })
  })

  it.each([
    ['BuildingSum', '99,999', 'En az 100,000₺ olmalıdır.'],
    ['BuildingSum', '50,000,001', 'En fazla 50,000,000₺ olmalıdır.'],
    ['BuildingSum', '-250000', 'Sadece sayı giriniz.'],
    ['BuildingSum', 'iki milyon', 'Sadece sayı giriniz.'],
    // Thousands are written with commas (spec §9); a dot is not a digit.
    ['BuildingSum', '1.500.000', 'Sadece sayı giriniz.'],
    ['BuildingSum', '250000.5', 'Sadece sayı giriniz.'],
    ['BuildingSum', '9'.repeat(40), 'En fazla 50,000,000₺ olmalıdır.'],
    ['ContentsSum', '49,999', 'En az 50,000₺ olmalıdır.'],
    ['ContentsSum', '10,000,001', 'En fazla 10,000,000₺ olmalıdır.'],
    ['ContentsSum', 'yok', 'Sadece sayı giriniz.'],
  ])('refuses an owner’s %s %j', (field, value, message) => {
    expect(errorsOf({ ...owner, [field]: value })).toEqual({ [field]: [message] })
  })

  it.each([
    ['0', 'En az 50,000₺ olmalıdır.'],
    ['10,000,001', 'En fazla 10,000,000₺ olmalıdır.'],
    ['abc', 'Sadece sayı giriniz.'],
  ])('refuses a tenant’s contents sum %j', (ContentsSum, message) => {
    expect(errorsOf({ ...tenant, ContentsSum })).toEqual({ ContentsSum: [message] })
  })

  it('takes the bounds themselves', () => {
    expect(valueOf({ ...owner, BuildingSum: '100,000', ContentsSum: '50,000' })).toMatchObject({
      BuildingSum: 100_000,
      ContentsSum: 50_000,
    })
    expect(valueOf({ ...owner, BuildingSum: '50000000', ContentsSum: '10000000' })).toMatchObject({
      BuildingSum: 50_000_000,
      ContentsSum: 10_000_000,
    })
  })

  it('checks a typed sum before the policy type is chosen, and with other fields failing', () => {
    expect(errorsOf({ BuildingSum: '5', ContentsSum: '300,000' })).toMatchObject({
      PoliceTipi: ['Lütfen doldurun'],
      BuildingSum: ['En az 100,000₺ olmalıdır.'],
    })
    expect(errorsOf({ PoliceTipi: 'kiraci', KonutCatiTipi: '' })).toMatchObject({
      KonutCatiTipi: ['Lütfen doldurun'],
      ContentsSum: ['Bir değer girilmelidir.'],
    })
  })

  it('survives input that is not a form at all', () => {
    expect(homeSchema.safeParse(null).success).toBe(false)
    expect(homeSchema.safeParse({ ...tenant, PoliceTipi: ['kiraci'] }).success).toBe(false)
  })
})
