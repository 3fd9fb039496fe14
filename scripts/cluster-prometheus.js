// Prometheus beside the cluster (scripts/cluster.js), scraping what deploy/prometheus.yml names.
import { mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { spawn } from 'node:child_process'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  answersOk,
  portAnswers,
  program,
  readUnit,
  root,
  stopChild,
  waitUntil,
} from './cluster-programs.js'

const prometheusFile = path.join(root, 'deploy/prometheus.yml')

/**
 * Debian's Prometheus with the deployed scrape configuration, pointed at the metrics ports the
 * unit gives `instancePorts`, on loopback `port` with a data folder of its own in /tmp; null when
 * the package is not installed.
 */
export async function startPrometheus(port, instancePorts) {
  let prometheus
  try {
    prometheus = program('prometheus', 'prometheus')
  } catch {
    return null
  }
  // Another Prometheus there (Debian's own service listens on 9090) would answer for ours.
  if (await portAnswers(port)) {
    throw new Error(
      `Prometheus için ${port} portu dolu: CLUSTER_PROMETHEUS_PORT ile başka bir port verin`,
    )
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'bozok-prometheus-'))
  const targets = (variable) =>
    `[${instancePorts.map((p) => `'127.0.0.1:${readUnit(p).env[variable]}'`).join(', ')}]`
  const config = readFileSync(prometheusFile, 'utf8')
    .replace(
      /(job_name: storefront\s+static_configs:\s+- targets: )\[[^\]]*\]/,
      `$1${targets('METRICS_PORT')}`,
    )
    .replace(
      /(job_name: agency\s+static_configs:\s+- targets: )\[[^\]]*\]/,
      `$1${targets('AGENCY_METRICS_PORT')}`,
    )
    // Scraped more often than in production, so a test sees its targets within seconds.
    .replace(/scrape_interval: \S+/, 'scrape_interval: 2s')
    .replace(
      /^( *- )(\S+\.rules\.yml)$/m,
      (_, dash, file) => dash + path.join(root, 'deploy', file),
    )
  writeFileSync(path.join(dir, 'prometheus.yml'), config)
  const child = spawn(
    prometheus,
    [
      `--config.file=${path.join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
    { stdio: ['ignore', 'ignore', openSync(path.join(dir, 'prometheus.log'), 'a')] },
  )
  const url = `http://127.0.0.1:${port}`
  await waitUntil('Prometheus', () => answersOk(`${url}/-/ready`))
  return {
    url,
    stop: () =>
      stopChild(child, 'SIGTERM').then(() => rmSync(dir, { recursive: true, force: true })),
  }
}
