import { parseArgs } from 'node:util'
import { createLogger } from '../../platform/logger.ts'
import { openAgencyDb } from '../db/database.ts'
import { prepareDatabase } from '../db/prepare.ts'
import { messengerFor } from '../delivery/live-messenger.ts'
import { outboxMessenger } from '../delivery/outbox.ts'
import { readAgencySettings, type AgencySettings } from '../settings.ts'
import { addDays, isoFromTrDate, todayInTurkey, trDate } from '../registry/dates.ts'
import { dueReminders, reminderLine, sendRenewalReminders } from './renewal-reminders.ts'

// `npm run reminders -- --date 2027-11-01`: the renewal reminders of one day, sent as the back
// office's hourly run sends them (same database and delivery settings as the back office), for
// an operator catching up a day or a test. Without --date, today in Türkiye. `--through` runs
// every day from --date to it in order, as the hourly run would have on each (catching up days the
// back office did not run, or a test walking a policy's last weeks in one process). A day after
// today is refused: its reminders would go out before their day and, once sent, never on it;
// `--dry-run` lists what a run of any day would send and sends nothing.
const { values } = parseArgs({
  options: {
    date: { type: 'string' },
    through: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
  },
})
const today = todayInTurkey()
const first = values.date ?? today
const last = values.through ?? first
const dryRun = values['dry-run']
for (const [option, day] of [
  ['--date', first],
  ['--through', last],
] as const) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !isoFromTrDate(trDate(day))) {
    console.error(`${option} bir gün olmalı (YYYY-AA-GG), örneğin 2027-11-01; verilen: ${day}`)
    process.exit(2)
  }
}
if (last < first) {
  console.error(`--through (${trDate(last)}) --date'ten (${trDate(first)}) önce olamaz.`)
  process.exit(2)
}
if (last > today && !dryRun) {
  console.error(
    `--date ve --through bugünden (${trDate(today)}) sonra olamaz: o günün hatırlatmaları gününden önce gider, ` +
      `günü gelince bir daha gitmez. Ne gönderileceğini görmek için --dry-run ekleyin.`,
  )
  process.exit(2)
}
// The back office's own settings, checked as at its start: the same database and delivery. The
// command answers no call, so it needs no site credential of its own.
let settings: AgencySettings
try {
  settings = readAgencySettings({ UPSTREAM_SITE_CREDENTIAL: 'reminders', ...process.env })
} catch (error) {
  if (!(error instanceof Error) || error.name !== 'ConfigError') throw error
  console.error(error.message)
  process.exit(2)
}
const log = createLogger('reminders', {
  file: settings.log.file,
  level: process.env.LOG_LEVEL ? settings.log.level : 'warn',
})
const db = openAgencyDb(settings.database, log)
try {
  await prepareDatabase(db, { demoMembers: settings.demoMembers })
  for (let day = first; day <= last; day = addDays(day, 1)) {
    if (dryRun) {
      const due = await dueReminders(db, day)
      console.log(
        `${trDate(day)} (deneme, hiçbir şey gönderilmedi): ${due.length} yenileme hatırlatması gönderilirdi` +
          (due.length ? ':' : '.'),
      )
      for (const { policy, offset, unsent } of due)
        console.log(`  ${reminderLine(policy, offset, unsent)}`)
      continue
    }
    const messenger = messengerFor(settings.delivery, outboxMessenger(db), log)
    const run = await sendRenewalReminders(db, messenger, settings.branding, day)
    console.log(
      `${trDate(day)}: ${run.sent} yenileme hatırlatması gönderildi` +
        (run.failed
          ? `, ${run.failed} tamamlanamadı (gönderilemeyen SMS ya da e-posta bir sonraki çalıştırmada yeniden denenir; gönderilmiş olan yeniden gönderilmez)`
          : '') +
        (run.reminders.length ? ':' : '.'),
    )
    for (const reminder of run.reminders) console.log(`  ${reminder}`)
    if (run.failed) process.exitCode = 1
  }
} finally {
  await db.destroy()
}
