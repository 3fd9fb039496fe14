import { z } from 'zod'
import type { AgencyDb } from '../db/database.ts'
import type { Body } from '../http.ts'
import type { InsurerTariff } from '../pricing/insurers.ts'
import type { CoverPeriod } from './cover-period.ts'
import type { InsuredPerson } from './insured.ts'

export const coverageSchema = z.object({
  Code: z.string(),
  Name: z.string(),
  Value: z.string(),
  /** Shown with the offer in the list; all coverages appear in the comparison. */
  Key: z.boolean(),
})
export type Coverage = z.output<typeof coverageSchema>

/** Stored JSON text as a value still to be checked; undefined when the text is no JSON. */
function storedJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** An offer's coverages as stored with it (insurer-answer.ts); none where they do not read so. */
export const storedCoverages = (text: string): Coverage[] =>
  z.array(coverageSchema).safeParse(storedJson(text)).data ?? []

export interface PricedPackage {
  code: string
  name: string
  premium: number
  maxInstallments: number
  coverages: Coverage[]
}

/** A quote header's details read and checked, or why they were refused. */
export type Prepared<Details> =
  { details: Details } | { error: string; code: 'validation' | 'data' }

export interface PrepareContext {
  db: AgencyDb
  nationalNumber: string
  today: string
}

/**
 * One product line on the backend: how a quote header's details are read and checked, and how an
 * insurer prices them into packages. Adding a line means adding one of these and its tariff, and
 * naming it in the registry (lines.ts) through defineLine.
 */
export interface QuoteLine<Details> {
  /** The line's name on printed documents. */
  title: string
  /** What the offers are for, one line on printed documents (a vehicle, an address), or null. */
  subject(details: Details): string | null
  /**
   * The policy's cover if bought on `today`: what the quote priced. A start before `today` is a
   * promised cover already begun, which is not sold (`coverStartPassed`).
   */
  period(details: Details, today: string): CoverPeriod
  prepare(body: Body, context: PrepareContext): Promise<Prepared<Details>>
  /**
   * The persons the header named as insured (a family, a passport holder); null when it named
   * none, and the identity-checked visitor the payment names is the insured.
   */
  insured?(details: Details): InsuredPerson[] | null
  /** The insurer's packages; a line whose factors are its own finds them by the insurer's code. */
  price(details: Details, tariff: InsurerTariff, insurerCode: string): PricedPackage[]
}

/**
 * A line as the registry keeps it: the details go into the quote as its stored JSON text and are
 * read back from it, so callers never name a line's own details type.
 */
export interface StoredLine {
  title: string
  prepare(body: Body, context: PrepareContext): Promise<Prepared<string>>
  subject(stored: string): string | null
  period(stored: string, today: string): CoverPeriod
  insured(stored: string): InsuredPerson[] | null
  price(stored: string, tariff: InsurerTariff, insurerCode: string): PricedPackage[]
}

/** A line in the registry, which also reads its own details back for the line's own services. */
export interface RegisteredLine<Details> extends StoredLine {
  details(stored: string): Details
}

export function defineLine<Details>(line: QuoteLine<Details>): RegisteredLine<Details> {
  // The one read of a quote's details as a line's own: only this line's prepare wrote the text.
  // eslint-disable-next-line no-restricted-syntax -- the text is what `prepare` below stored
  const read = (stored: string) => JSON.parse(stored) as Details
  return {
    details: read,
    title: line.title,
    async prepare(body, context) {
      const prepared = await line.prepare(body, context)
      return 'error' in prepared ? prepared : { details: JSON.stringify(prepared.details) }
    },
    subject: (stored) => line.subject(read(stored)),
    period: (stored, today) => line.period(read(stored), today),
    insured: (stored) => line.insured?.(read(stored)) ?? null,
    price: (stored, tariff, insurerCode) => line.price(read(stored), tariff, insurerCode),
  }
}

/** A path into a line's details: a field, or a field of a field. */
type DetailPath<Details> = {
  [Field in keyof Details & string]: [Field] | [Field, keyof NonNullable<Details[Field]> & string]
}[keyof Details & string]

/**
 * One value of a quote's stored details, by its path in the details of the line `Details`
 * describes: for a query over many quotes (the owner's policies on a home, on a plate), which
 * compares it without reading the details as any line's. Undefined where the text is no JSON or
 * has no such value.
 */
export function storedDetail<Details>(stored: string, ...path: DetailPath<Details>): unknown {
  let value = storedJson(stored)
  for (const field of path) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, field))
      return undefined
    value = Reflect.get(value, field)
  }
  return value
}
