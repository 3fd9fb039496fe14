import { parseWithZod } from '@conform-to/zod/v4'
import type { z } from 'zod'

/** A form posted with these fields, read with its schema through conform, as the action reads it. */
export function submitForm<Schema extends z.ZodType>(
  schema: Schema,
  fields: Record<string, string>,
) {
  const formData = new FormData()
  for (const [name, value] of Object.entries(fields)) formData.append(name, value)
  return parseWithZod(formData, { schema })
}

/** What a valid post reads as; an invalid one fails the test with its errors. */
export function valueOf<Schema extends z.ZodType>(schema: Schema, fields: Record<string, string>) {
  const submission = submitForm(schema, fields)
  if (submission.status !== 'success') throw new Error(JSON.stringify(submission.error))
  return submission.value
}

/** The messages by field of a post, none for a valid one. */
export function errorsOf(schema: z.ZodType, fields: Record<string, string>) {
  const submission = submitForm(schema, fields)
  return submission.status === 'success' ? {} : submission.error
}
