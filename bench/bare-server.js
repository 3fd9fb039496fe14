// Serves the bare React Router baseline with the same request handler and compression as ours.
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express from 'express'

const app = express()
app.use(compression())
app.use(
  '/assets',
  express.static('bench/bare/build/client/assets', { immutable: true, maxAge: '1y' }),
)
app.use(
  createRequestHandler({ build: await import('./bare/build/server/index.js'), mode: 'production' }),
)
app.listen(Number(process.env.PORT ?? 3320), '127.0.0.1')
