import { connect, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, expect, it } from 'vitest'
import { idleConnectionMs, listen } from './listen.ts'

const app = express().get('/', (_req, res) => res.send('tamam'))
const server = await listen(app, 0, '127.0.0.1')
afterAll(() => new Promise((resolve) => server.close(resolve)))

/** Sends one GET on `socket` and resolves with the status line of its answer. */
function ask(socket: Socket) {
  return new Promise<string>((resolve, reject) => {
    if (socket.readyState !== 'open') reject(new Error('the storefront closed the connection'))
    socket.once('data', (chunk) => resolve(chunk.toString().split('\r\n')[0]!))
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n')
  })
}

it('holds an idle connection longer than nginx keeps its own (60 s)', () => {
  expect(idleConnectionMs).toBeGreaterThan(60_000)
  expect(server.keepAliveTimeout).toBe(idleConnectionMs)
})

it('answers on a connection left idle past Node’s default 5 s (and its grace)', async () => {
  const { port } = server.address() as AddressInfo
  const socket = connect(port, '127.0.0.1')
  await new Promise((resolve) => socket.once('connect', resolve))
  expect(await ask(socket)).toBe('HTTP/1.1 200 OK')
  await new Promise((resolve) => setTimeout(resolve, 7_000))
  expect(await ask(socket)).toBe('HTTP/1.1 200 OK')
  socket.destroy()
}, 12_000)

it('refuses a port another process holds, naming the setting and the port', async () => {
  const { port } = server.address() as AddressInfo
  const refused = await listen(app, port, '127.0.0.1').then(
    () => null,
    (error: unknown) => error as Error,
  )
  expect(refused?.name).toBe('ConfigError')
  expect(refused?.message).toBe(
    `Yapılandırma hatalı: PORT: ${port} portu açılamadı, başka bir süreç bu portu kullanıyor`,
  )
})
