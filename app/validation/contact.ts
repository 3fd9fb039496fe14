import { z } from 'zod'
import { email, phone } from './fields.ts'
import { messages } from './messages.ts'

const required = z.string({ error: messages.required }).trim().min(1, { error: messages.required })

/** The contact form (spec §7 /api/musteri/iletisim, Type ILETISIM); Website is the honeypot. */
export const contactSchema = z.object({
  Name: required.max(100, { error: 'En fazla 100 karakter girebilirsiniz.' }),
  Email: email,
  Phone: phone.optional(),
  Subject: required.max(150, { error: 'En fazla 150 karakter girebilirsiniz.' }),
  Message: required.max(3000, { error: 'Mesajınız en fazla 3000 karakter olabilir.' }),
  Website: z.string().optional(),
})

/** The contact form's fields as the browser sends them. */
export type ContactFields = z.input<typeof contactSchema>
