import { readdirSync } from 'node:fs'
import { format, resolveConfig } from 'prettier'
import { z } from 'zod'
import { declaredCalls, type CallDeclaration } from './call-registry.ts'
import { envelope } from './client.server.ts'
import { usesPublicCredential } from './public-credential.ts'

// The provider's contract as the storefront keeps it: an OpenAPI 3.1 document made from the
// calls the upstream modules declare (call-registry.ts), with the same zod schemas they send and
// parse with. `npm run openapi` writes it to docs/provider-openapi.json; a test fails while the
// committed file differs.

/** Loads every upstream module, each declaring its calls as it loads; in file order. */
export async function loadDeclaredCalls(): Promise<CallDeclaration[]> {
  const folder = new URL('.', import.meta.url)
  const modules = readdirSync(folder)
    .filter((file) => file.endsWith('.server.ts'))
    .sort()
  for (const file of modules) await import(new URL(file, folder).href)
  return declaredCalls()
}

/** A schema as the wire has it: the shape a body must have before the storefront reads it. */
function jsonSchemaOf(schema: z.ZodType) {
  const json: Record<string, unknown> = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
  })
  // The document is OpenAPI 3.1, whose schemas are draft 2020-12 already.
  delete json.$schema
  return json
}

/** One schema, or each variant's where a path is declared more than once. */
function oneOrEach(schemas: z.ZodType[]) {
  const distinct = [...new Map(schemas.map((s) => [JSON.stringify(jsonSchemaOf(s)), s])).values()]
  return distinct.length === 1
    ? jsonSchemaOf(distinct[0]!)
    : { oneOf: distinct.map((s) => jsonSchemaOf(s)) }
}

const undescribed = {
  type: 'object',
  description:
    'Its fields are not declared as a schema yet: docs/backend-contract.md describes them.',
}

/** Spec §7: what every call carries besides its own fields. */
const conventions = {
  type: 'object',
  properties: {
    FromPlace: { const: 32 },
    AccessToken: {
      type: 'string',
      description: "A member's token; absent with the public credential.",
    },
    Source: { type: 'string', description: 'The source the member token was issued with.' },
  },
  required: ['FromPlace'],
}

function operation(variants: CallDeclaration[]) {
  const call = variants[0]!
  const method = call.method ?? 'POST'
  const requests = variants.flatMap((v) => (v.request ? [v.request] : []))
  const fields = requests.length > 0 ? oneOrEach(requests) : undescribed
  const replies = variants.flatMap((v) => (v.reply ? [v.reply] : []))
  const encoding = call.json ? 'application/json' : 'application/x-www-form-urlencoded'
  const publicCredential = usesPublicCredential(call.service, call.path)
  const statusCodes = Object.assign({}, ...variants.map((v) => v.statusCodes)) as Record<
    string,
    number
  >
  const refusal = { content: { 'application/json': { schema: jsonSchemaOf(envelope()) } } }
  return {
    operationId: `${call.service}${call.path}`.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string = '') =>
      c.toUpperCase(),
    ),
    tags: [call.service],
    'x-spec': call.spec ?? 'not named by the spec',
    'x-credential': publicCredential ? 'public site credential' : 'member token when logged in',
    ...(Object.keys(statusCodes).length > 0 ? { 'x-status-codes': statusCodes } : {}),
    servers: [{ url: `{${call.service}}`, variables: { [call.service]: serviceBase(call) } }],
    parameters: [
      { name: 'SiteId', in: 'header', required: true, schema: { const: '36' } },
      ...(publicCredential ? [] : [{ name: 'Source', in: 'header', schema: { type: 'string' } }]),
      ...(method === 'GET'
        ? [{ name: 'FromPlace', in: 'query', required: true, schema: { const: '32' } }]
        : []),
    ],
    ...(method === 'POST'
      ? {
          requestBody: {
            required: true,
            content: { [encoding]: { schema: { allOf: [fields, conventions] } } },
          },
        }
      : {}),
    responses: {
      200: {
        description: call.accept ? 'The file' : 'The answer, checked against this schema',
        content: call.accept
          ? { [call.accept]: { schema: { type: 'string', format: 'binary' } } }
          : { 'application/json': { schema: replies.length ? oneOrEach(replies) : {} } },
      },
      ...Object.fromEntries(
        Object.entries(call.httpStatuses ?? {}).map(([status, description]) => [
          status,
          { description, ...refusal },
        ]),
      ),
      default: {
        description: 'A refusal (its Messages shown to the visitor) or a failure',
        ...refusal,
      },
    },
    security: [{ bearer: [] }],
  }
}

const serviceBase = (call: CallDeclaration) => ({
  default: `http://127.0.0.1:3100/${call.service}`,
  description: `UPSTREAM_${call.service.toUpperCase()}_URL (the built-in back office's by default)`,
})

/** The OpenAPI 3.1 document of every declared call. */
export function providerOpenApi(calls: CallDeclaration[]) {
  const byOperation = new Map<string, CallDeclaration[]>()
  for (const call of calls) {
    const key = `${call.path} ${call.method ?? 'POST'}`
    byOperation.set(key, [...(byOperation.get(key) ?? []), call])
  }
  const paths: Record<string, Record<string, unknown>> = {}
  for (const variants of byOperation.values()) {
    const { path, method = 'POST' } = variants[0]!
    const services = new Set(variants.map((v) => v.service))
    if (services.size > 1) throw new Error(`${path} is declared on ${[...services].join(', ')}`)
    paths[path] = { ...paths[path], [method.toLowerCase()]: operation(variants) }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Bozok Sigorta storefront: the calls it makes to the insurance provider',
      version: '1',
      description:
        'Generated by `npm run openapi` from app/upstream (call-registry.ts); do not edit. Each ' +
        "call's server is its service base; x-spec names the spec section of the call or its payload; " +
        'x-status-codes, by name, the StatusCode values of the answer the storefront tells apart ' +
        '(spec §4, §8), on a success or a refusal.',
    },
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The public site credential, or a logged-in member token (spec §6, §7).',
        },
      },
    },
  }
}

/** Where the document is committed. */
export const openApiFile = new URL('../../docs/provider-openapi.json', import.meta.url)

/** The document as committed: every declared call, formatted as the repository formats JSON. */
export async function providerOpenApiText() {
  const text = JSON.stringify(providerOpenApi(await loadDeclaredCalls()))
  return format(text, { ...(await resolveConfig(openApiFile)), filepath: openApiFile.pathname })
}
