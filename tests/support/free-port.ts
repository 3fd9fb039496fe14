import { once } from 'node:events'
import { createServer, type AddressInfo } from 'node:net'

/** A loopback port nothing listens on now. */
export async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1')
  await once(probe, 'listening')
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}
