import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { parsePostedForm } from './posted-fields.server.ts'
import { entrySchema } from '~/quote/entry-schema.ts'
import { definitionOf } from '~/quote/definitions.ts'
import { messages } from './messages.ts'

const form = (entries: [string, string][]) => {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}

describe('a posted form as actions parse it', () => {
  const schema = z.object({
    Name: z.string().min(3),
    Insured: z.array(z.object({ Birthdate: z.string() })),
  })

  it('hands back the form’s own fields, lists included, and drops what the form does not have', () => {
    const reply = parsePostedForm(
      form([
        ['Name', 'Al'],
        ['Insured[0].Birthdate', '01.02.1990'],
        ['Dolgu', 'x'.repeat(1000)],
      ]),
      schema,
    ).reply()
    expect(reply.initialValue).toEqual({ Name: 'Al', Insured: [{ Birthdate: '01.02.1990' }] })
    expect(reply.fields).not.toContain('Dolgu')
  })

  it('keeps conform’s intents and reads the fields of every option of a union', () => {
    const either = z.union([z.object({ Plate: z.string() }), z.object({ Serial: z.string() })])
    const submission = parsePostedForm(
      form([
        ['Serial', 'AB123'],
        ['Dolgu', 'x'],
        ['__intent__', JSON.stringify({ type: 'validate', payload: { name: 'Serial' } })],
      ]),
      either,
    )
    expect(submission.payload).toEqual({ Serial: 'AB123' })
    expect(submission.reply().intent).toMatchObject({ type: 'validate' })
  })

  it('answers a field posted twice or a consent posted with another value in Turkish, not zod’s English', () => {
    const entry = [
      ['NationalNumber', '10000000146'],
      ['NationalNumber', '10000000146'],
      ['Phone', '(559)111-0002'],
      ['LicensePlateNumber', '66 ABC 123'],
      ['LicensePlateNumber', '66 ABC 124'],
      ['PrivacyPolicy', 'on'],
      ['OpenDataAgreement', 'on'],
      ['AdvertisementAgreement', 'evet'],
    ] satisfies [string, string][]
    const reply = parsePostedForm(form(entry), entrySchema(definitionOf('trafik'))).reply()
    expect(reply.error?.NationalNumber?.[0]).toBe(messages.required)
    expect(reply.error?.LicensePlateNumber?.[0]).toBe(messages.required)
    expect(reply.error?.AdvertisementAgreement).toEqual([messages.required])
    expect(
      Object.values(reply.error ?? {})
        .flat()
        .join(' '),
    ).not.toMatch(/Invalid|expected/)
  })

  it('keeps a schema’s own message before the fallback', () => {
    const own = z.object({ Code: z.string({ error: 'Kod gerekli.' }) })
    const reply = parsePostedForm(
      form([
        ['Code', 'a'],
        ['Code', 'b'],
      ]),
      own,
    ).reply()
    expect(reply.error).toEqual({ Code: ['Kod gerekli.'] })
  })
})
