import type { UpstreamService } from '~/platform/config.server.ts'

// Spec §6: these always go out with the public site credential, even for a logged-in member.
const alwaysPublicPaths = new Set([
  '/account/yetki',
  '/gecici-kod',
  '/gecici-onay',
  '/register',
  '/forgot-password',
  '/aml/aml/AMLKontrol',
  '/musteri/gecici-kod',
  '/musteri/gecici-onay',
  '/internal/AMLKontrol',
  '/musteri/uyeol',
  '/account/sifremiunuttum',
])

/** Whether a call goes out with the site credential instead of the member's token (spec §6). */
export const usesPublicCredential = (service: UpstreamService, path: string) =>
  service === 'content' || alwaysPublicPaths.has(path)
