import { z } from 'zod'
import { defineCall, envelope } from './client.server.ts'

// What a renewal starts from (issue 28; docs/backend-contract.md, "Renewal"): the policy a
// reminder's signed link names, or a member's own by its number.
const renewal = z.object({
  PolicyNumber: z.string(),
  ProductKey: z.string(),
  InsurerName: z.string(),
  /** The insurer's firm code (as the firm list gives it): its renewal offer is marked. */
  InsurerCode: z.string().optional(),
  StartsOn: z.string(),
  EndsOn: z.string(),
  /** What the policy insures, in one line (plate and car, address, pet, phone). */
  Subject: z.string().nullable(),
  Withdrawn: z.boolean(),
  // Decision 044's fields: a provider without them still shows the policy; "Yenile" then says a
  // new quote is needed (no owner), or starts from the first step (no fields).
  /** The policy's owner and phone: the renewal's SMS verification goes to them only. */
  NationalNumber: z.string().optional(),
  Phone: z.string().optional(),
  /** The header fields the policy's quote was opened with; null or absent if not kept. */
  QuoteFields: z.record(z.string(), z.string()).nullish(),
  /** True where no insurer would quote the renewal today for the insured persons' ages (decision 083). */
  YasSiniriAsildi: z.boolean().nullish(),
})
export type Renewal = z.output<typeof renewal>

export const getRenewal = defineCall(
  {
    service: 'common',
    path: '/api/police/yenileme-bilgisi',
    request: z.union([
      z.object({ RenewalToken: z.string() }),
      z.object({ PolicyNumber: z.string() }),
    ]),
    reply: envelope(renewal),
  },
  (policy: { RenewalToken: string } | { PolicyNumber: string }) => ({ ...policy }),
)
