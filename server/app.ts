import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express, { type RequestHandler } from 'express'
import type { ServerBuild } from 'react-router'
import type { Logger } from 'pino'
import { maskIdentities } from './logger.ts'
import { demoBankProxy } from './demo-bank.ts'
import { securityHeaders } from './security.ts'

export interface StorefrontOptions {
  production: boolean
  log: Logger
  /** Production: the built server bundle. Development: Vite's module loader supplies it. */
  build: ServerBuild | (() => Promise<ServerBuild>)
  /** Development only: Vite's middleware serving sources with HMR. */
  devMiddleware?: RequestHandler
  clientDir?: string
  /** Demo mode: the built-in bank's base URL, served to browsers under /demo/banka. */
  demoBankUrl?: string
  /** Origins besides 'self' that forms may post to: the payment provider's 3D Secure page. */
  formActionOrigins?: string[]
}

function requestLog(log: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint()
    res.on('finish', () => {
      // Only the path: query strings may carry a search term or a code, and paths are masked too.
      log.info(
        {
          method: req.method,
          path: maskIdentities(req.path),
          status: res.statusCode,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
        },
        'request',
      )
    })
    next()
  }
}

/**
 * Routes read the visitor's IP from X-Forwarded-For (per-IP limits, İYS evidence). Only the address
 * express trusts under TRUST_PROXY goes on, so a visitor cannot forge another one.
 */
export const visitorAddress: RequestHandler = (req, _res, next) => {
  req.headers['x-forwarded-for'] = req.ip ?? ''
  next()
}

export function createStorefront(options: StorefrontOptions) {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', process.env.TRUST_PROXY ?? 'loopback')
  app.use(requestLog(options.log))
  app.use(visitorAddress)
  app.use(
    securityHeaders({
      production: options.production,
      devServer: Boolean(options.devMiddleware),
      formActionOrigins: options.formActionOrigins,
    }),
  )
  if (options.demoBankUrl) app.use('/demo/banka', demoBankProxy(options.demoBankUrl))
  app.use(compression())
  if (options.devMiddleware) {
    app.use(options.devMiddleware)
  } else if (options.clientDir) {
    // Hashed file names never change content, so browsers may keep them for a year.
    app.use(
      '/assets',
      express.static(`${options.clientDir}/assets`, { immutable: true, maxAge: '1y' }),
    )
    app.use(express.static(options.clientDir, { maxAge: '1h' }))
  }
  app.use(
    createRequestHandler({
      build: options.build,
      // Only the development server shows error details; a built one never does, demo or live.
      mode: options.devMiddleware ? 'development' : 'production',
      getLoadContext: (_req, res) => ({ cspNonce: String(res.locals.cspNonce) }),
    }),
  )
  return app
}
