import { config } from '~/platform/config.server.ts'
import { createLogger } from '../../server/platform/logger.ts'

/** Upstream faults: one line per failed call with its service and path, never its body. */
export const upstreamLog = createLogger('upstream', config.log)
