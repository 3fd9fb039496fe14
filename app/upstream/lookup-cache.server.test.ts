import { describe, expect, it } from 'vitest'
import type { UpstreamResult } from './client.server.ts'
import { lookupCache } from './lookup-cache.server.ts'

type Cities = { Results: string[] }

/** A stand-in for the provider: counts the calls and answers what it is told to. */
function provider(answers: UpstreamResult<Cities>[]) {
  const calls = { count: 0 }
  const load = () => {
    const answer = answers[Math.min(calls.count, answers.length - 1)]!
    calls.count += 1
    return Promise.resolve(answer)
  }
  return { calls, load }
}

const cities: UpstreamResult<Cities> = {
  ok: true,
  status: 200,
  body: { Results: ['Yozgat', 'İstanbul'] },
}
const timeout: UpstreamResult<Cities> = { ok: false, kind: 'timeout', message: 'zaman aşımı' }

function clock(start = 0) {
  let time = start
  return { now: () => time, pass: (ms: number) => (time += ms) }
}

describe('lookupCache', () => {
  it('asks the provider again once cleared', async () => {
    const cached = lookupCache<UpstreamResult<Cities>>()
    const { calls, load } = provider([cities])
    await cached('iller', load)
    cached.clear()
    await cached('iller', load)
    expect(calls.count).toBe(2)
  })

  it('answers a second call within the TTL without asking the provider again', async () => {
    const time = clock()
    const cached = lookupCache<UpstreamResult<Cities>>({ ttlMs: 1000, now: time.now })
    const { calls, load } = provider([cities])
    expect(await cached('iller', load)).toEqual(cities)
    time.pass(999)
    expect(await cached('iller', load)).toEqual(cities)
    expect(calls.count).toBe(1)
  })

  it('asks again once the TTL has passed', async () => {
    const time = clock()
    const cached = lookupCache<UpstreamResult<Cities>>({ ttlMs: 1000, now: time.now })
    const { calls, load } = provider([cities])
    await cached('iller', load)
    time.pass(1000)
    await cached('iller', load)
    expect(calls.count).toBe(2)
  })

  it('does not keep a failure: the next call asks the provider again', async () => {
    const cached = lookupCache<UpstreamResult<Cities>>({ ttlMs: 60_000, now: clock().now })
    const { calls, load } = provider([timeout, cities])
    expect(await cached('iller', load)).toEqual(timeout)
    expect(await cached('iller', load)).toEqual(cities)
    expect(await cached('iller', load)).toEqual(cities)
    expect(calls.count).toBe(2)
  })

  it('does not keep a lookup that threw', async () => {
    const cached = lookupCache<UpstreamResult<Cities>>({ now: clock().now })
    let count = 0
    const load = () => {
      count += 1
      return count === 1 ? Promise.reject(new Error('bağlantı koptu')) : Promise.resolve(cities)
    }
    await expect(cached('iller', load)).rejects.toThrow('bağlantı koptu')
    expect(await cached('iller', load)).toEqual(cities)
  })

  it('keeps each key apart and shares a lookup that is under way', async () => {
    const cached = lookupCache<UpstreamResult<Cities>>({ now: clock().now })
    const { calls, load } = provider([cities])
    await Promise.all([cached('ilceler:66', load), cached('ilceler:66', load)])
    expect(calls.count).toBe(1)
    await cached('ilceler:34', load)
    expect(calls.count).toBe(2)
  })

  it('drops the oldest entry beyond its size', async () => {
    const cached = lookupCache<UpstreamResult<Cities>>({ maxEntries: 2, now: clock().now })
    const { calls, load } = provider([cities])
    await cached('a', load)
    await cached('b', load)
    await cached('c', load)
    await cached('a', load)
    expect(calls.count).toBe(4)
  })
})
