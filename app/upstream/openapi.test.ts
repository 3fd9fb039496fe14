import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { resultCodes } from '~/upstream/result-codes.ts'
import { loginStatus } from './members.server.ts'
import { checkoutStatusCodes, sessionSettledCodes } from './payment.server.ts'
import { loadDeclaredCalls, openApiFile, providerOpenApiText } from './openapi.ts'

describe('docs/provider-openapi.json', () => {
  it('is what the upstream modules declare today (npm run openapi writes it)', async () => {
    const committed = readFileSync(openApiFile, 'utf8')
    expect(committed).toBe(await providerOpenApiText())
  })

  it('declares the request fields of every call, the payment calls too', async () => {
    const undescribed = (await loadDeclaredCalls())
      .filter((call) => !call.request)
      .map((call) => `${call.service} ${call.path}`)
    expect(undescribed).toEqual([])
  })

  it('describes the spec’s calls with their fields and the answers they are read by', async () => {
    const document = JSON.parse(readFileSync(openApiFile, 'utf8')) as {
      paths: Record<string, Record<string, { 'x-spec': string; requestBody?: unknown }>>
    }
    const verification = document.paths['/gecici-kod']!.post!
    expect(verification['x-spec']).toMatch(/§3 Verification request/)
    expect(JSON.stringify(verification.requestBody)).toContain('"OpenDataAgreement"')
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/aml/aml/AMLKontrol',
        '/list/Offers/create-header',
        '/list/Offers/get-offers',
        '/api/payment/checkout-status',
        '/api/payment/session',
        '/api/payment/3d-complete',
        '/prelogin-key',
        '/firms/GetFirms',
        '/musteri/Get-Client-Info',
      ]),
    )
  })

  it('lists the spec’s StatusCode values and HTTP statuses a call is read by', () => {
    const document = JSON.parse(readFileSync(openApiFile, 'utf8')) as {
      paths: Record<
        string,
        { post: { 'x-status-codes'?: Record<string, number>; responses: Record<string, unknown> } }
      >
    }
    const operation = (path: string) => document.paths[path]!.post
    expect(operation('/login')['x-status-codes']).toEqual(loginStatus)
    expect(Object.values(operation('/change-password')['x-status-codes']!)).toEqual([
      4000, 4001, 4002,
    ])
    for (const path of [
      '/aml/aml/AMLKontrol',
      '/list/Offers/create-header',
      '/firm/firma/firmalar',
    ])
      expect(operation(path)['x-status-codes']).toEqual(resultCodes)
    expect(Object.keys(operation('/firms/GetFirms').responses)).toEqual(['200', '404', 'default'])
    expect(operation('/api/Destek/request-list')['x-status-codes']).toBeUndefined()
    expect(operation('/api/payment/session')['x-status-codes']).toEqual(sessionSettledCodes)
    expect(operation('/api/payment/checkout-status')['x-status-codes']).toEqual(checkoutStatusCodes)
    expect(Object.keys(operation('/api/payment/3d-complete').responses)).toEqual([
      '200',
      '403',
      'default',
    ])
  })

  it('has the payment session send no card field (issue 39)', () => {
    const document = JSON.parse(readFileSync(openApiFile, 'utf8')) as {
      paths: Record<string, { post: { requestBody: unknown } }>
    }
    const session = JSON.stringify(document.paths['/api/payment/session']!.post.requestBody)
    expect(session).toContain('"AttemptKey"')
    expect(session).toContain('"TextHash"')
    for (const field of ['CardNumber', 'Cvc', 'Expiry', 'CardHolderName'])
      expect(session).not.toContain(field)
  })
})
