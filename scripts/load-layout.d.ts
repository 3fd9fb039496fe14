// Types of load-layout.js, for the test that interrupts the load.
export const loadLayout: {
  port: number
  instancePorts: number[]
  postgresPort: number
  redisPort: number
}
export function loadProcesses(): { name: string; port: number; metricsPort: number }[]
export function loadPorts(): number[]
