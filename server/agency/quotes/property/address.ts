// What DASK and konut share: who is insured, the UAVT address, list choices and numbers.
import { findAddress, type UavtAddress } from '../../dask/addresses.ts'
import type { AgencyDb } from '../../db/database.ts'
import type { Body } from '../../http.ts'
import { isRiskGroup } from '../../pricing/dask.ts'
import { isTckn, isVkn } from '../../rules/identity.ts'
import { listText } from '../../catalogue/select-lists.ts'
import type { Coverage, Prepared } from '../quote-line.ts'

/**
 * Who is insured: a person by T.C. kimlik number, or (spec §5: for home and DASK a 10-digit
 * identifier is a tax number) a company or other legal person by its tax number.
 */
export type Insured = 'kisi' | 'tuzel'

function insuredOf(nationalNumber: string): Insured | null {
  if (isTckn(nationalNumber)) return 'kisi'
  if (isVkn(nationalNumber)) return 'tuzel'
  return null
}

/** What both property lines know once the address is found: who is insured and where. */
export interface PropertyDetails {
  address: UavtAddress
  insured: Insured
}

/** The address shared by both property lines: a UAVT code the address register knows. */
export async function prepareAddress(
  body: Body,
  context: { db: AgencyDb; nationalNumber: string },
): Promise<Prepared<PropertyDetails>> {
  const insured = insuredOf(context.nationalNumber)
  if (!insured) {
    return {
      error: 'Lütfen geçerli bir TC kimlik ya da vergi numarası giriniz.',
      code: 'validation',
    }
  }
  const uavt = (body.UAVTNumber ?? '').trim()
  if (!/^\d{10}$/.test(uavt)) {
    return { error: 'UAVT adres kodu 10 haneli bir sayıdır.', code: 'validation' }
  }
  const address = await findAddress(context.db, uavt)
  if (!address || !isRiskGroup(address.RiskZone)) {
    return { error: 'Bu UAVT adres koduna ait bir adres bulunamadı.', code: 'data' }
  }
  return { details: { address, insured } }
}

/** A list choice by id, or the fallback when the field was not sent at all. */
export function choice(
  body: Body,
  field: string,
  group: string,
  fallback?: string,
): { value: string } | { missing: true } {
  const sent = body[field]?.trim()
  const value = sent || fallback
  return value !== undefined && listText(group, value) !== undefined ? { value } : { missing: true }
}

export const wholeNumber = (text: string | undefined) => {
  const clean = (text ?? '').replace(/[.,\s]/g, '')
  return /^\d{1,12}$/.test(clean) ? Number(clean) : null
}

export const insuredCoverage = (insured: Insured): Coverage => ({
  Code: 'SIGORTALI',
  Name: 'Sigortalı',
  Value: insured === 'tuzel' ? 'Tüzel kişi (vergi numarası)' : 'Gerçek kişi (T.C. kimlik numarası)',
  Key: false,
})

export const addressSubject = ({ address }: { address: UavtAddress }) =>
  `Adres: ${address.FullAddress} · UAVT ${address.UAVTNumber}`
