import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { createLogger } from './logger.ts'
import { currentRequestId, requestIdFrom, withRequestId } from './request-id.ts'

describe('request ids', () => {
  it("keeps a proxy's id that looks like one and makes a new one otherwise", () => {
    expect(requestIdFrom('3f2a9c1e0b7d4e5fa1b2c3d4e5f60718')).toBe(
      '3f2a9c1e0b7d4e5fa1b2c3d4e5f60718',
    )
    for (const sent of [
      undefined,
      '',
      'kısa',
      'a b c d e f g h',
      'x'.repeat(65),
      '<script>1</script>',
    ]) {
      expect(requestIdFrom(sent)).toMatch(
        /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/,
      )
    }
  })

  it('is in every log line written while the request is served, awaited or not', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'istek-')), 'log')
    const log = createLogger('storefront', { level: 'info', file })
    await withRequestId('istek-12345678', async () => {
      log.info('before')
      await new Promise((resolve) => setTimeout(resolve, 5))
      setTimeout(() => log.info('later'), 1)
      await new Promise((resolve) => setTimeout(resolve, 10))
    })
    log.info('outside')
    expect(currentRequestId()).toBeUndefined()
    // The file is written asynchronously.
    const lines = await vi.waitFor(() => {
      const written = readFileSync(file, 'utf8').trim().split('\n')
      expect(written).toHaveLength(3)
      return written
    })
    expect(lines.map((line) => JSON.parse(line) as { msg: string; requestId?: string })).toEqual([
      expect.objectContaining({ msg: 'before', requestId: 'istek-12345678' }),
      expect.objectContaining({ msg: 'later', requestId: 'istek-12345678' }),
      expect.not.objectContaining({ requestId: expect.anything() }),
    ])
  })
})
