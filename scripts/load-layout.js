// Where `npm run load` (scripts/load.js) runs its cluster: ports of its own, so that it can run
// beside `npm run cluster` and the cluster test (8080/8090, 3001/3002, 55433, 56390).
import { readUnit } from './cluster-programs.js'

export const loadLayout = {
  /** nginx */
  port: 8095,
  instancePorts: [3011, 3012],
  postgresPort: 55434,
  redisPort: 56391,
}

/**
 * Each storefront process and its built-in back office, with the metrics listener the unit gives
 * it (3011 → 23011 and 33011).
 */
export const loadProcesses = () =>
  loadLayout.instancePorts.flatMap((port) => {
    const { env } = readUnit(port)
    return [
      { name: `storefront :${port}`, port, metricsPort: Number(env.METRICS_PORT) },
      {
        name: `back office :${env.AGENCY_PORT}`,
        port: Number(env.AGENCY_PORT),
        metricsPort: Number(env.AGENCY_METRICS_PORT),
      },
    ]
  })

/** Every port a process the load started listens on. */
export const loadPorts = () => [
  loadLayout.port,
  loadLayout.postgresPort,
  loadLayout.redisPort,
  ...loadProcesses().flatMap((p) => [p.port, p.metricsPort]),
]
