// Types of cluster.js, for the cluster test and the deploy test.
export interface ClusterInstance {
  port: number
  logFile: string
  start(): Promise<void>
  /** SIGTERM lets running requests finish; SIGKILL is a crash. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>
}

export interface Cluster {
  /** nginx, in front of every instance. */
  url: string
  /** nginx's access log: time, method, path, status, the instance that answered, seconds. */
  accessLog: string
  /** Prometheus scraping every instance, when asked for and installed; null otherwise. */
  prometheusUrl: string | null
  instances: ClusterInstance[]
  stop(): Promise<void>
}

export function startCluster(options: {
  dir: string
  port?: number
  instancePorts?: number[]
  postgresPort?: number
  redisPort?: number
  prometheusPort?: number | null
  env?: Record<string, string>
}): Promise<Cluster>

/** nginx with the deployed site file on `port`, the site named by it, before `instancePorts`. */
export function startNginx(
  dir: string,
  port: number,
  instancePorts: number[],
): Promise<{ accessLog: string; stop(): Promise<void> }>
