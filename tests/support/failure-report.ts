import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/**
 * After the run's summary, for each failed test: what its page showed when it failed (the
 * accessibility snapshot Playwright keeps in error-context.md) and the server's requests while it
 * ran, with status and time. CI keeps only the end of the output, and a failure that happens once
 * in a few hundred runs cannot be asked again.
 */
export default class FailureReport implements Reporter {
  private readonly failures: string[] = []

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return
    const started = result.startTime.getTime()
    this.failures.push(
      [
        `── ${test.titlePath().slice(1).join(' › ')}`,
        'page when it failed:',
        ...indent(pageSnapshot(result).slice(0, 40)),
        'server requests while it ran (both workers; newest last):',
        ...indent(serverRequests(started, started + result.duration + 1_000).slice(-30)),
      ].join('\n'),
    )
  }

  onEnd() {
    if (this.failures.length) console.log(`\nFailure context\n${this.failures.join('\n')}`)
  }

  printsToStdio() {
    return true
  }
}

const clipped = (line: string) => (line.length > 160 ? `${line.slice(0, 159)}…` : line)

const indent = (lines: string[]) => (lines.length ? lines : ['(none)']).map((l) => `  ${l}`)

function pageSnapshot(result: TestResult): string[] {
  const context = result.attachments.find((a) => a.name === 'error-context')
  const text = context?.path
    ? existsSync(context.path)
      ? readFileSync(context.path, 'utf8')
      : ''
    : (context?.body?.toString('utf8') ?? '')
  const yaml = /```yaml\n([\s\S]*?)```/.exec(text)?.[1]?.split('\n') ?? []
  // The header and menu are the same on every page: from the main content on, when there is one.
  const main = yaml.findIndex((line) => /^- main\b/.test(line))
  return (
    yaml
      .slice(Math.max(main, 0))
      // A select's options, all but the chosen one, would fill the lines kept.
      .filter((line) => line.trim() && !/^- \/url:|^- option (?!.*\[selected\])/.test(line.trim()))
      .map((line) => clipped(line.replace(/\s?\[ref=e\d+\]/g, '')))
  )
}

interface LogLine {
  level?: string
  time?: number
  name?: string
  method?: string
  path?: string
  status?: number
  ms?: number
  msg?: string
}

/** The storefront's request lines and every warning or error, from the e2e server's log. */
function serverRequests(from: number, to: number): string[] {
  const file = path.join(process.env.E2E_DATA_DIR ?? '', 'server.log')
  if (!process.env.E2E_DATA_DIR || !existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((raw) => {
      try {
        return [JSON.parse(raw) as LogLine]
      } catch {
        return []
      }
    })
    .filter((l) => (l.time ?? 0) >= from && (l.time ?? 0) <= to)
    .filter(
      (l) =>
        (l.name === 'storefront' && l.msg === 'request' && !/\.\w+$/.test(l.path ?? '')) ||
        l.level !== 'info',
    )
    .map((l) =>
      [
        new Date(l.time!).toISOString().slice(11, 23),
        l.level === 'info' ? '' : l.level?.toUpperCase(),
        l.name === 'agency' ? 'agency' : '',
        l.method,
        l.path,
        l.status,
        l.ms === undefined ? '' : `${Math.round(l.ms)} ms`,
        l.msg === 'request' ? '' : l.msg,
      ]
        .filter((part) => part !== undefined && part !== '')
        .join(' '),
    )
}
