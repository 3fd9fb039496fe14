import { config } from '~/config.server.ts'
import { createLogger } from '../../server/logger.ts'

/** Upstream faults: one line per failed call with its service and path, never its body. */
export const upstreamLog = createLogger('upstream', config.log)
