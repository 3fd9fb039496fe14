import type { z } from 'zod'
import { checkForm } from './form-check.ts'

/** conform's own fields: its intents (validate a field, add a list item) and its list state. */
const conformFields = new Set(['__intent__', '__state__'])

/**
 * The top-level field names a schema reads, or null when its shape cannot be told (then nothing
 * is dropped).
 */
export function schemaFieldNames(schema: z.ZodType): Set<string> | null {
  const def = schema.def
  if (def.type === 'object') return new Set(Object.keys((schema as z.ZodObject).shape))
  if (def.type === 'pipe') return schemaFieldNames((schema as z.ZodPipe).in as z.ZodType)
  if (def.type === 'union') {
    const names = new Set<string>()
    for (const option of (schema as z.ZodUnion).options as z.ZodType[]) {
      const optionNames = schemaFieldNames(option)
      if (!optionNames) return null
      for (const name of optionNames) names.add(name)
    }
    return names
  }
  return null
}

/**
 * conform's submission of a posted form, as every action parses one. Fields the schema does not
 * read are dropped first: the reply hands the typed values back to the re-rendered form, and a
 * field the form does not have (a megabyte of padding) must not be sent back in the page; the
 * rest is checked as the browser checks it (form-check.ts).
 */
export function parsePostedForm<Schema extends z.ZodType>(formData: FormData, schema: Schema) {
  const names = schemaFieldNames(schema)
  const known = names ? new FormData() : formData
  if (names) {
    for (const [name, value] of formData) {
      if (conformFields.has(name) || names.has(name.split(/[.[]/, 1)[0]!)) known.append(name, value)
    }
  }
  return checkForm(known, schema)
}
