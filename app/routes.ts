import { index, route, type RouteConfig } from '@react-router/dev/routes'
import { productLines } from './quote/product-lines.ts'

/** One entry module for every quote page and one wizard module for every flow route (issue 4). */
function quoteRoutes() {
  return productLines.flatMap((line) => [
    route(line.quotePage, 'routes/quote-entry.tsx', { id: `teklif-giris-${line.key}` }),
    route(`${line.flowRoute}/:quoteId/:step`, 'routes/quote-wizard.tsx', {
      id: `teklif-sihirbaz-${line.key}`,
    }),
  ])
}

export default [
  index('routes/home.tsx'),
  route('healthz', 'routes/healthz.ts'),
  route('readyz', 'routes/readyz.ts'),
  ...quoteRoutes(),
  route('demo/outbox', 'routes/demo-outbox.tsx'),
  route('demo/outbox.json', 'routes/demo-outbox-json.ts'),
  route('teklif-pdf/:quoteId', 'routes/quote-pdf.ts'),
] satisfies RouteConfig
