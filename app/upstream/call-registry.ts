import { z } from 'zod'
import type { UpstreamService } from '~/platform/config.server.ts'

/**
 * One provider call as the storefront makes it, declared once beside the code that makes it:
 * where it goes, how its body is encoded, what it sends and what it expects back. The OpenAPI
 * document (docs/provider-openapi.json) and the provider check are made from these declarations,
 * so neither can describe a call the code does not make.
 */
export interface CallDeclaration {
  service: UpstreamService
  path: string
  method?: 'GET' | 'POST'
  /** Form-encoded unless the provider's call takes JSON. */
  json?: boolean
  /** The fields the storefront sends (the client adds FromPlace, AccessToken and Source). */
  request?: z.ZodType
  /** The schema of a successful reply; absent for a call whose reply is a file. */
  reply?: z.ZodType
  /** The media type of a file reply (a PDF). */
  accept?: string
  /** Where the spec names the call or its payload ("§7", "§3 Verification request"). */
  spec?: string
  /**
   * The StatusCode values of its answer the storefront tells apart (spec §4, §8), by name: the
   * very table its handling reads, so the document lists the codes the code acts on.
   */
  statusCodes?: Readonly<Record<string, number>>
  /** HTTP statuses besides a success the storefront reads as an answer, with what they mean. */
  httpStatuses?: Readonly<Record<number, string>>
}

/**
 * The request of a call that sends nothing of its own, only what every call carries (spec §7):
 * declared so, it is told apart from a call whose fields are not described.
 */
export const noFields = z.object({})

const declared: CallDeclaration[] = []

/**
 * Declares a call. One path may be declared more than once, for the variants of one call (the
 * login and its MFA retry): the document lists each variant's request and reply.
 */
export function declareCall<C extends CallDeclaration>(call: C): C {
  declared.push(call)
  return call
}

/** Every call declared by the modules loaded so far, by service and path. */
export const declaredCalls = (): CallDeclaration[] =>
  [...declared].sort((a, b) => a.service.localeCompare(b.service) || a.path.localeCompare(b.path))
