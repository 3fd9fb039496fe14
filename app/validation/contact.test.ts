import { describe, expect, it } from 'vitest'
import { contactSchema } from './contact.ts'

describe('contact form schema', () => {
  const valid = {
    Name: 'Ayşe Yılmaz',
    Email: 'ayse@example.com',
    Subject: 'Kasko yenileme',
    Message: 'Poliçemi yenilemek istiyorum.',
  }
  it('accepts a message without a phone and cleans a masked phone', () => {
    expect(contactSchema.safeParse(valid).success).toBe(true)
    const withPhone = contactSchema.parse({ ...valid, Phone: '(532)123-4567' })
    expect(withPhone.Phone).toBe('5321234567')
  })
  it('answers with the spec messages', () => {
    const result = contactSchema.safeParse({
      ...valid,
      Name: ' ',
      Email: 'ayse@',
      Phone: '(532)12',
    })
    expect(result.success).toBe(false)
    const byField = Object.fromEntries(
      result.error!.issues.map((i) => [String(i.path[0]), i.message]),
    )
    expect(byField).toEqual({
      Name: 'Lütfen doldurun',
      Email: 'Lütfen email adresinizi doğru doldurun.',
      Phone: 'Lütfen doldurun',
    })
  })
})
