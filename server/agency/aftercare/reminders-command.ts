import { parseArgs } from 'node:util'
import { createLogger } from '../../logger.ts'
import { openAgencyDb } from '../db/database.ts'
import { prepareDatabase } from '../db/prepare.ts'
import { messengerFor } from '../delivery/live-messenger.ts'
import { outboxMessenger } from '../delivery/outbox.ts'
import { deliverySettingsFromEnv } from '../delivery/settings.ts'
import { brandingFromEnv } from '../print/branding.ts'
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
const log = createLogger('reminders', {
  level: process.env.LOG_LEVEL ?? 'warn',
  file: process.env.LOG_FILE || null,
})
const db = openAgencyDb({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? 'data',
})
try {
  await prepareDatabase(db)
  const messenger = messengerFor(deliverySettingsFromEnv(process.env), outboxMessenger(db), log)
  const run = await sendRenewalReminders(db, messenger, brandingFromEnv(process.env), day)
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
