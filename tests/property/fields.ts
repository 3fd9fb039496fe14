import fc from 'fast-check'
import { entryMessages, messages } from '~/validation/messages.ts'
import { vehicleMessages } from '~/quote/rules/vehicle.ts'
import { policyStartMessage } from '~/quote/steps/policy-start/limits.ts'
import { isoDayInTurkey } from '../support/turkey-day.ts'

/**
 * Field kinds of the site's forms: for each, what a visitor may validly type, what must be
 * refused (and with which Turkish messages), and garbage a visitor or a script may send.
 */
export interface FieldKind {
  valid: fc.Arbitrary<string>
  /** Values the form must refuse, each with one of `messages` under the field. */
  invalid: fc.Arbitrary<string>
  messages: readonly string[]
  /** Whether the page shows the typed value again (never passwords). */
  echoed: boolean
  /** A checkbox: sent as 'on' when ticked, and ticked again when the form comes back. */
  checkbox?: boolean
}

const digit = fc.integer({ min: 0, max: 9 })
const digits = (n: number) => fc.array(digit, { minLength: n, maxLength: n }).map((d) => d.join(''))

/** Arabic-Indic digits (٠١٢…), which look like digits to a person and are not ASCII ones. */
export const arabicIndic = (value: string) =>
  value.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)))

const emoji = fc.constantFrom('😀', '🚗', '👨‍👩‍👧', '🇹🇷', '❤️')
const control = fc.constantFrom('\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u2028', '\r\n')
const whitespace = fc.constantFrom(' ', '   ', '\t', '\u00a0', ' \n ')
const huge = fc.constantFrom('x'.repeat(10_000), '9'.repeat(10_000), 'ğ'.repeat(10_000))

/** One garbage value of any kind: what the catalogue of issue 10 lists, mixed with a valid one. */
export function garbage(valid: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constant(''),
    whitespace,
    huge,
    emoji,
    valid.map(arabicIndic),
    fc.tuple(valid, control).map(([v, c]) => `${v.slice(0, 3)}${c}${v.slice(3)}`),
    fc.tuple(valid, emoji).map(([v, e]) => v + e),
    valid.map((v) => v.slice(0, Math.max(0, v.length - 1))),
    valid.map((v) => `${v}1`),
    fc.constantFrom('12.0', '31.02.2020', '29.02.2023', '00.00.0000', '2020-13-45', '-1', '1e9'),
    fc.constantFrom('<script>alert(1)</script>', '"><img src=x>', "' OR 1=1 --", '../../etc'),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    valid,
  )
}

export const validTckn = fc
  .tuple(fc.integer({ min: 1, max: 9 }), fc.array(digit, { minLength: 8, maxLength: 8 }))
  .map(([first, rest]) => {
    const d = [first, ...rest]
    const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!
    const even = d[1]! + d[3]! + d[5]! + d[7]!
    d.push((((odd * 7 - even) % 10) + 10) % 10)
    d.push(d.reduce((a, b) => a + b, 0) % 10)
    return d.join('')
  })

const tckn: FieldKind = {
  valid: validTckn,
  invalid: fc.oneof(
    fc.constantFrom('', '   '),
    validTckn.map((v) => v.slice(0, 10) + String((Number(v[10]) + 1) % 10)),
    validTckn.map((v) => v.slice(0, 9)),
    validTckn.map((v) => `${v}7`),
    validTckn.map(arabicIndic),
    validTckn.map((v) => `${v.slice(0, 5)}😀${v.slice(5)}`),
    validTckn.map((v) => `${v.slice(0, 5)}\u0000${v.slice(5)}`),
    fc.constant('1'.repeat(10_000)),
  ),
  messages: [messages.nationalNumber, messages.taxNumber],
  echoed: true,
}

/** Mobile numbers in the (5XX)XXX-XXXX mask; the 559 block holds no demo member. */
const validPhone = digits(7).map((d) => `(559)${d.slice(0, 3)}-${d.slice(3)}`)

const phone: FieldKind = {
  valid: validPhone,
  invalid: fc.oneof(
    fc.constantFrom('', '   ', '12.0', '(4', '(212)123-4567'),
    validPhone.map((v) => v.slice(0, 10)),
    validPhone.map(arabicIndic),
    validPhone.map((v) => `😀${v.slice(1, 6)}`),
    fc.constant('5'.repeat(10_000)),
  ),
  messages: [messages.required],
  echoed: true,
}

const validPlate = fc
  .tuple(
    fc.integer({ min: 1, max: 81 }),
    fc.constantFrom('A', 'BZ', 'ABC', 'KL', 'YZ'),
    fc.integer({ min: 10, max: 999 }),
  )
  .map(([province, letters, number]) => `${String(province).padStart(2, '0')} ${letters} ${number}`)

const plate: FieldKind = {
  valid: validPlate,
  invalid: fc.oneof(
    fc.constantFrom('', '   ', '99 ABC 123', '00 A 12', '34', 'ABC 123', '34 ABCD 12'),
    validPlate.map(arabicIndic),
    validPlate.map((v) => `${v}😀`),
    fc.constant('34 ABC 12345'.repeat(900)),
  ),
  // The vehicle step asks for an empty plate with the spec's general 'Lütfen doldurun'.
  messages: [entryMessages.plate, vehicleMessages.plate, messages.required],
  echoed: true,
}

const twoDigits = (n: number) => String(n).padStart(2, '0')
const validDottedBirthDate = fc
  .tuple(
    fc.integer({ min: 1, max: 28 }),
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 1950, max: 2005 }),
  )
  .map(([d, m, y]) => `${twoDigits(d)}.${twoDigits(m)}.${y}`)

/** DD.MM.YYYY (spec §5): impossible and half-typed dates are refused, never a crash. */
const birthDate: FieldKind = {
  valid: validDottedBirthDate,
  invalid: fc.oneof(
    fc.constantFrom('', '   ', '12.0', '12.05', '31.02.2020', '29.02.2023', '32.01.1990'),
    fc.constantFrom('00.00.0000', '01.01.2999', '01.01.1800', '1990-05-06', '1.1.1990'),
    validDottedBirthDate.map(arabicIndic),
    validDottedBirthDate.map((v) => `${v}😀`),
    fc.constant('01.01.1990'.repeat(1000)),
  ),
  messages: [entryMessages.date, entryMessages.birthDate, messages.required],
  echoed: true,
}

/** Sign-up's date input: YYYY-MM-DD from the date picker, or DD.MM.YYYY typed. */
const signUpBirthDate: FieldKind = {
  valid: fc.oneof(
    validDottedBirthDate,
    validDottedBirthDate.map((v) => v.split('.').reverse().join('-')),
  ),
  invalid: fc.oneof(
    fc.constantFrom('', '   ', '12.0', '12.05', '31.02.2020', '2020-02-31', '2999-01-01'),
    fc.constantFrom('00.00.0000', '1800-01-01', '1.1.1990', '1990-5-6'),
    validDottedBirthDate.map(arabicIndic),
    validDottedBirthDate.map((v) => `${v}😀`),
    fc.constant('1990-05-06'.repeat(1000)),
  ),
  messages: ['Lütfen geçerli bir doğum tarihi giriniz.', messages.required],
  echoed: true,
}

const smsCode: FieldKind = {
  valid: digits(6),
  invalid: fc.oneof(fc.constantFrom('', '   ', '1234567'), fc.constant('1'.repeat(10_000))),
  messages: [messages.smsCode],
  echoed: true,
}

const validPassword = fc
  .tuple(fc.constantFrom('Gizli', 'Sifre', 'Parola'), digits(4))
  .map(([w, d]) => w + d)

const password: FieldKind = {
  valid: validPassword,
  invalid: fc.oneof(fc.constantFrom('', 'abc'), fc.constant('p'.repeat(76))),
  messages: [messages.passwordRequired, messages.passwordLength],
  echoed: false,
}

const validEmail = fc
  .tuple(fc.constantFrom('ayse', 'mehmet.k', 'zeynep_1'), digits(3))
  .map(([n, d]) => `${n}${d}@ornek.com.tr`)

const email: FieldKind = {
  valid: validEmail,
  invalid: fc.oneof(
    fc.constantFrom('', '   ', 'ayse', 'ayse@', '@ornek.com', 'a b@ornek.com', '😀@😀'),
    fc.constant(`${'a'.repeat(10_000)}@`),
  ),
  messages: [messages.email, messages.required],
  echoed: true,
}

const validName = fc.constantFrom('Ayşe', 'Çağrı', 'İlker', 'Gül Nur', 'Öykü', 'Şükrü', 'ılgın')

/** A required text with a length limit; too long or blank is refused. */
const text = (max: number, tooLong: string[]): FieldKind => ({
  valid: fc.oneof(validName, fc.constantFrom('Hasar dosyam', 'Poliçe yenileme hakkında bilgi')),
  invalid: fc.oneof(
    fc.constantFrom('', '   ', '\t'),
    fc.constant('ş'.repeat(Math.max(max + 1, 10_000))),
  ),
  messages: [messages.required, ...tooLong],
  echoed: true,
})

/** A person's name: letters, spaces, apostrophes and hyphens only (spec §5 letters-only). */
const name: FieldKind = {
  valid: fc.oneof(validName, fc.constantFrom("O'Neil", 'Zoë-Ayşe', 'Jean Luc')),
  invalid: fc.oneof(
    fc.constantFrom('', '   ', '\t'),
    fc.constant('ş'.repeat(10_000)),
    fc.constantFrom('Ali\u202Egnp.exe', 'Ali\u0000', '<b>Ali</b>', 'Ali1', 'Ayşe 😀'),
  ),
  messages: [messages.required, entryMessages.tooLong(60), entryMessages.personName],
  echoed: true,
}

/** A select's id (city, county, request type): only the page's own options are valid. */
const choice = (options: readonly string[]): FieldKind => ({
  valid: fc.constantFrom(...options),
  invalid: fc.constantFrom('', '0', 'abc', '١٢', '-1', '0x1F'),
  messages: [messages.required, 'Lütfen ilçenizi seçiniz.'],
  echoed: true,
})

/** A checkbox that must be ticked: missing (the browser sends nothing) or any other value. */
const requiredConsent = (message: string): FieldKind => ({
  valid: fc.constant('on'),
  invalid: fc.constantFrom('', 'off', 'true', '1', 'ON'),
  messages: [message],
  echoed: false,
  checkbox: true,
})

/** A field only the garbage property breaks: what it holds has no message of its own. */
const free = (valid: fc.Arbitrary<string>): FieldKind => ({
  valid,
  invalid: valid,
  messages: [],
  echoed: false,
})

/** The same field where the form does not require it: only an empty value becomes valid. */
const optionalField = (kind: FieldKind): FieldKind => ({
  ...kind,
  invalid: kind.invalid.filter((v) => v !== ''),
})

/** A policy's first day as a date picker posts it: today up to 30 days ahead (issue 26). */
const policyStart: FieldKind = {
  valid: fc.integer({ min: 0, max: 29 }).map(isoDayInTurkey),
  invalid: fc.constantFrom('', '2027-02-31', '00.00', isoDayInTurkey(-2), isoDayInTurkey(45)),
  messages: [messages.required, entryMessages.date, policyStartMessage],
  echoed: true,
}

export const kinds = {
  free,
  optionalField,
  /** An optional checkbox. */
  optional: { ...free(fc.constant('on')), checkbox: true },
  tckn,
  phone,
  plate,
  birthDate,
  signUpBirthDate,
  smsCode,
  password,
  email,
  name,
  text,
  choice,
  requiredConsent,
  policyStart,
}
