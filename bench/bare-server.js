// Serves the bare React Router baseline with the same request handler and compression as ours.
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express from 'express'
import zlib from 'node:zlib'

const app = express()
// The storefront's brotli settings (server/app.ts, decision 055).
app.use(
  compression({
    brotli: {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
      },
    },
  }),
)
app.use(
  '/assets',
  express.static('bench/bare/build/client/assets', { immutable: true, maxAge: '1y' }),
)
app.use(
  createRequestHandler({ build: await import('./bare/build/server/index.js'), mode: 'production' }),
)
app.listen(Number(process.env.PORT ?? 3320), '127.0.0.1')
