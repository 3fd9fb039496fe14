import { parseArgs } from 'node:util'
import { createLogger } from '../../logger.ts'
import { openAgencyDb } from '../db/database.ts'
import { prepareDatabase } from '../db/prepare.ts'
import { messengerFor } from '../delivery/live-messenger.ts'
import { outboxMessenger } from '../delivery/outbox.ts'
import { readAgencySettings, type AgencySettings } from '../settings.ts'
import { isoFromTrDate, todayInTurkey, trDate } from '../registry/dates.ts'
import { sendRenewalReminders } from './renewal-reminders.ts'

// `npm run reminders -- --date 2027-11-01`: the renewal reminders of one day, sent as the back
// office's hourly run sends them (same database and delivery settings as the back office), for
// an operator catching up a day or a test. Without --date, today in Türkiye.
const { values } = parseArgs({ options: { date: { type: 'string' } } })
const day = values.date ?? todayInTurkey()
if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !isoFromTrDate(trDate(day))) {
  console.error(`--date bir gün olmalı (YYYY-AA-GG), örneğin 2027-11-01; verilen: ${day}`)
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
  const messenger = messengerFor(settings.delivery, outboxMessenger(db), log)
  const run = await sendRenewalReminders(db, messenger, settings.branding, day)
  console.log(
    `${trDate(day)}: ${run.sent} yenileme hatırlatması gönderildi` +
      (run.failed
        ? `, ${run.failed} gönderilemedi (bir sonraki çalıştırmada yeniden denenir)`
        : '') +
      '.',
  )
  process.exitCode = run.failed ? 1 : 0
} finally {
  await db.destroy()
}
