import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { demoBankProxy } from './demo-bank.ts'

const servers: Server[] = []
afterEach(() => servers.splice(0).forEach((s) => s.close()))

async function listening(server: Server) {
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** A stand-in back office that records every path it is asked for. */
async function backOffice() {
  const asked: string[] = []
  const url = await listening(
    createServer((req, res) => {
      asked.push(req.url ?? '')
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.end('<h1>3D Secure Doğrulama</h1>')
    }),
  )
  return { url, asked }
}

async function storefront(bankUrl: string) {
  const app = express()
  app.use('/demo/banka', demoBankProxy(bankUrl, pino({ level: 'silent' })))
  app.use((_req, res) => void res.status(404).send('yok'))
  return listening(createServer(app))
}

const post = (url: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'PaReq=abc',
  })

describe("the built-in bank under the storefront's origin", () => {
  it("forwards the bank's two pages and nothing else of the back office", async () => {
    const office = await backOffice()
    const site = await storefront(`${office.url}/bank`)
    expect(await (await post(`${site}/demo/banka/3d`)).text()).toContain('3D Secure')
    expect((await post(`${site}/demo/banka/dogrula`)).status).toBe(200)
    for (const other of ['/demo/banka/../common/api/x', '/demo/banka/api/payment/3d-start']) {
      expect((await post(`${site}${other}`)).status, other).toBe(404)
    }
    expect(office.asked).toEqual(['/bank/3d', '/bank/dogrula'])
  })

  it('answers a Turkish page, not a stack trace, when the back office is down', async () => {
    const office = await backOffice()
    const bankUrl = `${office.url}/bank`
    servers.splice(0).forEach((s) => s.close())
    const answer = await post(`${await storefront(bankUrl)}/demo/banka/3d`)
    expect(answer.status).toBe(502)
    const page = await answer.text()
    expect(page).toContain('Banka sayfası açılamadı')
    expect(page).not.toMatch(/ECONNREFUSED|\bat \w+ \(/)
  })
})
