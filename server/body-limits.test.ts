import type { AddressInfo } from 'node:net'
import { createReadableStreamFromReadable } from '@react-router/node'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { bodyLimits, FORM_BODY_LIMIT_BYTES, UPLOAD_BODY_LIMIT_BYTES } from './body-limits.ts'

const servers: { close: () => void }[] = []
afterEach(() => servers.splice(0).forEach((s) => s.close()))

/**
 * An app whose one "action" reads the form as React Router does (its body reader over the
 * request) and answers how many bytes its field held; `actions` records what ran.
 */
async function siteWithAction() {
  const actions: string[] = []
  const app = express()
  app.use(bodyLimits)
  app.use(async (req, res) => {
    try {
      const form = await new Request(`http://yerel${req.originalUrl}`, {
        method: req.method,
        headers: { 'content-type': req.get('content-type') ?? '' },
        body: createReadableStreamFromReadable(req),
        duplex: 'half',
      } as RequestInit).formData()
      actions.push('ran')
      if (!res.headersSent) res.send(String(form.get('Mesaj')?.toString().length))
    } catch {
      actions.push('refused')
      if (!res.headersSent) res.status(400).send('okunamadı')
    }
  })
  const server = app.listen(0, '127.0.0.1')
  servers.push(server)
  await new Promise((resolve) => server.once('listening', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, actions }
}

const form = (bytes: number) => `Mesaj=${'a'.repeat(bytes)}`

/** The same form as a chunked body without a declared length, in 8 KB pieces. */
function chunked(body: string): RequestInit {
  const bytes = new TextEncoder().encode(body)
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new ReadableStream({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 8192)
          controller.enqueue(bytes.slice(at, at + 8192))
        controller.close()
      },
    }),
    duplex: 'half',
  } as RequestInit
}

describe('request body limits', () => {
  it('refuses a body declared too large with a Turkish page, before any action reads it', async () => {
    const site = await siteWithAction()
    const response = await fetch(`${site.url}/uyeOl`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form(FORM_BODY_LIMIT_BYTES),
    })
    expect(response.status).toBe(413)
    expect(await response.text()).toContain('Gönderilen bilgiler çok büyük')
    expect(site.actions).toEqual([])
  })

  it('counts a chunked body as it arrives and fails its reading past the limit', async () => {
    const site = await siteWithAction()
    const response = await fetch(`${site.url}/uyeOl`, chunked(form(4 * FORM_BODY_LIMIT_BYTES)))
    expect(response.status).toBe(413)
    expect(await response.text()).toContain('izin verilen boyutu aştığı için')
    await expect.poll(() => site.actions).toEqual(['refused'])
  })

  it('hands a chunked body within the limit to the action whole', async () => {
    const site = await siteWithAction()
    const response = await fetch(`${site.url}/uyeOl`, chunked(form(FORM_BODY_LIMIT_BYTES - 100)))
    expect(response.status).toBe(200)
    expect(await response.text()).toBe(String(FORM_BODY_LIMIT_BYTES - 100))
  })

  it('lets every upload form carry its attachment, and only them (issue 37 item 5)', async () => {
    const site = await siteWithAction()
    const attachment = form(2.5 * 1024 * 1024)
    for (const path of [
      '/destek-talebi',
      '/hesabim/destek?index',
      '/hesabim/destek/42.data',
      // The claim forms, which refused anything over 64 KB although they promise 2 MB.
      '/hasar-bildir',
      '/hasar-bildir.data',
      '/hesabim/policelerim/TRF-2026-01234567/hasar',
      '/hesabim/policelerim/TRF-2026-01234567/hasar.data',
    ]) {
      const response = await fetch(`${site.url}${path}`, chunked(attachment))
      expect(response.status, path).toBe(200)
    }
    for (const path of [
      '/iletisim',
      '/hesabim/policelerim/TRF-2026-01234567/cayma',
      '/hasar-aninda',
    ]) {
      const elsewhere = await fetch(`${site.url}${path}`, chunked(attachment))
      expect(elsewhere.status, path).toBe(413)
    }
  })

  it('answers an upload over its limit with a page that names the file’s limit', async () => {
    const site = await siteWithAction()
    const response = await fetch(`${site.url}/hasar-bildir`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form(UPLOAD_BODY_LIMIT_BYTES),
    })
    expect(response.status).toBe(413)
    expect(await response.text()).toContain('Eklenen dosya en çok 2 MB olabilir')
    expect(site.actions).toEqual([])
  })
})
