import { index, route, type RouteConfig } from '@react-router/dev/routes'

export default [
  index('routes/home.tsx'),
  route('healthz', 'routes/healthz.ts'),
  route('readyz', 'routes/readyz.ts'),
  route('giris', 'routes/giris.ts'),
  route('cikis', 'routes/cikis.ts'),
  route('uyeOl', 'routes/uye-ol.tsx'),
  route('sifremiUnuttum', 'routes/sifremi-unuttum.tsx'),
  route('hesabim', 'routes/hesabim.tsx'),
  route('demo/uye-sms.json', 'routes/demo-uye-sms.ts'),
] satisfies RouteConfig
