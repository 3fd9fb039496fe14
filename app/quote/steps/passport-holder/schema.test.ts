import { describe, expect, it } from 'vitest'
import { errorsOf, valueOf } from '../../../../tests/support/form-schema.ts'
import { entryMessages, messages } from '~/validation/messages.ts'
import { residenceSchema } from '../residence/schema.ts'
import { travelSchema } from '../travel/schema.ts'
import { isoDayInTurkey } from '../../../../tests/support/turkey-day.ts'

// Issue 26: a passport holder (ID type 2) names themselves where the identity check names a
// T.C. kimlik holder, in the step after the entry: seyahat's trip, yabancı's residence.

const trip = {
  DestinationCountries: 'DE',
  TravelStartDate: isoDayInTurkey(5),
  TravelEndDate: isoDayInTurkey(12),
  TravelPurpose: 'turizm',
}
const permit = { Nationality: 'AZ', PermitYears: '1' }
const holder = { Name: " Mary  O'Neil ", Surname: 'Smith-Jones', Birthdate: '14.03.1988' }

describe('the passport holder’s own fields', () => {
  it('are asked of a passport holder on both lines, names tidied', () => {
    expect(valueOf(travelSchema(true), { ...trip, ...holder })).toMatchObject({
      Name: "Mary O'Neil",
      Surname: 'Smith-Jones',
      Birthdate: '14.03.1988',
    })
    expect(valueOf(residenceSchema(true), { ...permit, ...holder })).toMatchObject({
      Name: "Mary O'Neil",
      Surname: 'Smith-Jones',
    })
  })

  it('say what is missing or wrong, each under its field', () => {
    for (const schema of [travelSchema(true), residenceSchema(true)]) {
      expect(errorsOf(schema, { ...trip, ...permit })).toMatchObject({
        Name: [messages.required],
        Surname: [messages.required],
        Birthdate: [messages.required],
      })
      expect(
        errorsOf(schema, {
          ...trip,
          ...permit,
          Name: 'M4ry',
          Surname: 'Smith!',
          Birthdate: '31.02.1990',
        }),
      ).toMatchObject({
        Name: [entryMessages.personName],
        Surname: [entryMessages.personName],
        Birthdate: [entryMessages.date],
      })
    }
  })

  it('are not asked of a T.C. kimlik holder, whose passport yabancı still asks', () => {
    expect(errorsOf(travelSchema(false), trip)).toEqual({})
    expect(errorsOf(residenceSchema(false), permit)).toMatchObject({
      PassportNumber: [entryMessages.passportNumber],
    })
    expect(errorsOf(residenceSchema(true), { ...permit, ...holder })).toEqual({})
  })
})
