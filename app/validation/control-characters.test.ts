import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { contactSchema } from './contact.ts'
import { entryMessages, messages } from './messages.ts'
import { parsePostedForm } from './posted-fields.server.ts'
import { hasControlCharacter, withoutControlCharacters } from './control-characters.ts'
import { claimSchema } from '~/claims/claim-schema.ts'
import { definitionOf } from '~/quote/definitions.ts'
import { entrySchema } from '~/quote/entry-schema.ts'
import { supportRequestSchema } from '~/members/schemas.ts'
import { checkWith } from '~/components/forms/zod-check.ts'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return data
}

const contact = {
  Name: 'Ayşe Yılmaz',
  Email: 'ayse@example.com',
  Subject: 'Poliçe',
  Message: 'Merhaba,\r\npoliçemin\tbaşlangıç tarihini değiştirebilir miyim?',
}

/** The messages by field a submission answers with. */
const errorsOf = (submission: {
  reply: () => { error?: Record<string, string[] | null> | null }
}) => submission.reply().error

const controls = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u202e', '\u2066']

describe('control characters in free text (issue 37 item 7)', () => {
  it('are told apart from the text people type: lines, tabs, Turkish letters and emoji pass', () => {
    expect(hasControlCharacter(contact.Message)).toBe(false)
    expect(hasControlCharacter('Şırnak’ta ığdır — “kaza” 🚗')).toBe(false)
    for (const control of controls) expect(hasControlCharacter(`a${control}b`)).toBe(true)
    expect(withoutControlCharacters('kas\u0000ko\u202e')).toBe('kasko')
  })

  it('refuse the field that holds one, with its message, in an otherwise valid form', () => {
    for (const control of controls) {
      const posted = { ...contact, Message: `Merhaba${control} dünya` }
      const submission = parsePostedForm(form(posted), contactSchema)
      expect(submission.status, JSON.stringify(control)).toBe('error')
      expect(errorsOf(submission)).toEqual({ Message: [entryMessages.controlCharacter] })
      // The rest comes back as typed.
      expect(submission.reply().initialValue).toMatchObject({ Name: 'Ayşe Yılmaz' })
    }
  })

  it('are refused beside the form’s other mistakes, and in every field', () => {
    const submission = parsePostedForm(
      form({ ...contact, Name: 'Ayşe\u0000', Subject: '', Email: 'x' }),
      contactSchema,
    )
    expect(errorsOf(submission)).toMatchObject({
      Name: [entryMessages.controlCharacter],
      Subject: ['Lütfen doldurun'],
      Email: ['Lütfen email adresinizi doğru doldurun.'],
    })
  })

  it('are refused beside the other fields’ mistakes where the schema ends in a transform', () => {
    // The entry's schema is a pipe (its fields, then a transform), which stops at the fields'
    // first failure: the refusal still stands beside the other fields' messages.
    const entry = entrySchema(definitionOf('trafik'))
    const fields = {
      NationalNumber: '10000000146',
      Phone: '(559)111-0002',
      LicensePlateNumber: '66 ABC 123',
      PrivacyPolicy: 'on',
      OpenDataAgreement: 'on',
    }
    const answers = (posted: Record<string, string>) => {
      const server = errorsOf(parsePostedForm(form(posted), entry))
      expect(errorsOf(checkWith(entry)({ formData: form(posted) }))).toEqual(server)
      return server
    }
    // A field its own rule refuses too says that first (the property tests hold each field to its
    // own messages: a name's letters-only rule names the reason).
    expect(answers({ ...fields, NationalNumber: '10000000146\u0000', Phone: '' })).toEqual({
      NationalNumber: [messages.nationalNumber, entryMessages.controlCharacter],
      Phone: [messages.required],
    })
  })

  it('are refused in a claim’s description and a support request, in the browser too', () => {
    const claim = claimSchema({ startsOn: '2020-01-01' })
    const posted = form({
      EventDate: '2024-05-01',
      EventTime: '10:00',
      CityCode: '66',
      CountyCode: '900',
      Description: 'Arkadan\u0000 çarpıldı.',
    })
    expect(errorsOf(parsePostedForm(posted, claim))).toEqual({
      Description: [entryMessages.controlCharacter],
    })
    expect(errorsOf(checkWith(claim)({ formData: posted }))).toEqual({
      Description: [entryMessages.controlCharacter],
    })
    const request = parsePostedForm(
      form({ RequestType: '1', Subject: 'Konu\u0000', Message: 'Mesaj' }),
      supportRequestSchema,
    )
    expect(errorsOf(request)).toMatchObject({ Subject: [entryMessages.controlCharacter] })
  })

  it('are refused in a field of a list, at that field', () => {
    const schema = z.object({ People: z.array(z.object({ Name: z.string() })) })
    const submission = parsePostedForm(
      form({ 'People[0].Name': 'Ali', 'People[1].Name': 'Veli\u0000' }),
      schema,
    )
    expect(errorsOf(submission)).toEqual({ 'People[1].Name': [entryMessages.controlCharacter] })
  })
})
