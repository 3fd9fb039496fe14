import { z } from 'zod'
import type { Option } from './list-option.ts'

/** A list's option as a page's answer keeps it, read back where it was stored. */
export const optionSchema = z.object({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
}) satisfies z.ZodType<Option>
