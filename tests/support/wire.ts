import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One call the storefront put on the wire: its path, the fields of its body and the reply. */
export interface WireCall {
  path: string
  fields: Record<string, string>
  reply: unknown
}

function fieldsOf(request: IncomingMessage, body: string): Record<string, string> {
  // A GET carries its fields in the query (spec §7).
  if (request.method === 'GET') {
    return Object.fromEntries(new URL(request.url ?? '', 'http://x').searchParams)
  }
  if ((request.headers['content-type'] ?? '').includes('application/json')) {
    const json = JSON.parse(body || '{}') as Record<string, unknown>
    return Object.fromEntries(Object.entries(json).map(([k, v]) => [k, JSON.stringify(v)]))
  }
  return Object.fromEntries(new URLSearchParams(body))
}

// The spec §7 headers and the visitor's, as the storefront sends them.
const passedHeaders = [
  'accept',
  'authorization',
  'content-type',
  'siteid',
  'source',
  'user-agent',
  'x-forwarded-for',
]

/** An answer the provider gives instead of the backend's, as a test asks for it. */
export interface ProviderAnswer {
  status: number
  body: Record<string, unknown>
}

/**
 * A recorder between the storefront and its backend on loopback: every call passes through
 * unchanged, and what the storefront sent is kept, as a provider would receive it. `answer`
 * makes the next calls to a path answer what a provider could (a spec §8 code, a contact not
 * taken) without the backend hearing of them.
 */
export async function wireRecorder(backendUrl: string) {
  const calls: WireCall[] = []
  const planned: { path: string; answer: ProviderAnswer; times: number }[] = []
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks)
      const path = (request.url ?? '').split('?')[0]!
      const plan = planned.find((p) => p.times > 0 && path.endsWith(p.path))
      if (plan) {
        plan.times--
        calls.push({
          path: request.url ?? '',
          fields: fieldsOf(request, body.toString('utf8')),
          reply: plan.answer.body,
        })
        response.writeHead(plan.answer.status, { 'Content-Type': 'application/json' })
        response.end(JSON.stringify(plan.answer.body))
        return
      }
      const headers: Record<string, string> = {}
      for (const name of passedHeaders) {
        const value = request.headers[name]
        if (typeof value === 'string') headers[name] = value
      }
      fetch(`${backendUrl}${request.url}`, {
        method: request.method,
        headers,
        body: request.method === 'GET' ? undefined : new Uint8Array(body),
      })
        .then(async (answer) => {
          const bytes = Buffer.from(await answer.arrayBuffer())
          const type = answer.headers.get('content-type') ?? ''
          calls.push({
            path: request.url ?? '',
            fields: fieldsOf(request, body.toString('utf8')),
            reply: type.includes('json') ? JSON.parse(bytes.toString('utf8')) : null,
          })
          response.writeHead(answer.status, { 'Content-Type': type })
          response.end(bytes)
        })
        .catch(() => response.destroy())
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    /** The next `times` calls to a path ending in `path` get `answer`. */
    answer: (path: string, answer: ProviderAnswer, times = 1) =>
      void planned.push({ path, answer, times }),
    /** Calls still planned but not made, so a test can tell its answer was used. */
    unused: () => planned.filter((p) => p.times > 0).map((p) => p.path),
    stop: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
