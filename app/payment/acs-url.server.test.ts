import { describe, expect, it } from 'vitest'
import { readConfig } from '~/platform/config.server.ts'
import { browserAcsUrl } from './acs-url.server.ts'

const provider = 'https://odeme.saglayici.com.tr/payment2'
const live = { NODE_ENV: 'production', SITE_URL: 'https://www.ornek.com.tr' }

describe('the 3D Secure page address a browser is sent to', () => {
  it("serves the built-in bank under the storefront's origin in production too", () => {
    // NODE_ENV=production on the built-in back office once sent browsers to 127.0.0.1.
    for (const env of [{}, live]) {
      expect(browserAcsUrl('http://127.0.0.1:3100/bank/3d', readConfig(env))).toBe('/demo/banka/3d')
    }
  })

  it("passes a provider's bank page on", () => {
    const config = readConfig({ ...live, UPSTREAM_PAYMENT2_URL: provider })
    expect(config.builtInBank).toBe(false)
    expect(browserAcsUrl('https://acs.banka.com.tr/3d?x=1', config)).toBe(
      'https://acs.banka.com.tr/3d?x=1',
    )
  })

  it('never hands a browser a loopback address or a broken one', () => {
    const config = readConfig({ ...live, UPSTREAM_PAYMENT2_URL: provider })
    for (const acs of [
      'http://127.0.0.1:3100/bank/3d',
      'http://127.8.9.10/acs',
      'http://localhost:8443/acs',
      'http://[::1]:8443/acs',
      'acs',
    ]) {
      expect(browserAcsUrl(acs, config), acs).toBeNull()
    }
  })
})
