import { describe, expect, it } from 'vitest'
import type { Request, Response } from 'express'
import { securityHeaders } from './security.ts'

/** The Content-Security-Policy the middleware sets on one response. */
function policy(formActionOrigins?: string[]) {
  const headers = new Map<string, string>()
  const res = { locals: {}, setHeader: (k: string, v: string) => headers.set(k, v) }
  securityHeaders({ production: false, devServer: false, formActionOrigins })(
    {} as Request,
    res as unknown as Response,
    () => {},
  )
  return headers.get('Content-Security-Policy') ?? ''
}

describe('form-action', () => {
  it("lets forms post only to the site itself by default (the demo bank is under the site's origin)", () => {
    expect(policy()).toContain("form-action 'self';")
  })

  it("adds exactly the payment provider's 3D Secure origin when one is configured", () => {
    expect(policy(['https://acs.bank.example'])).toContain(
      "form-action 'self' https://acs.bank.example;",
    )
  })
})
