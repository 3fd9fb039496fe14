// Types of cluster-prometheus.js, for the deploy test.
/** Prometheus with deploy/prometheus.yml scraping `instancePorts`' metrics; null if not installed. */
export function startPrometheus(
  port: number,
  instancePorts: number[],
): Promise<{ url: string; stop(): Promise<void> } | null>
