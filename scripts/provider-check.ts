import { parseArgs } from 'node:util'

// npm run provider-check -- --base-url <url> [--credential <site credential>] [--sms-code <code>]
// A journey's calls against a provider (app/conformance/provider-check.ts), as a table; exits 1 on
// a mismatch. --base-url is where the services are, each under its name (/common, /auth, …), as
// the built-in back office serves them; UPSTREAM_<SERVICE>_URL and UPSTREAM_PATHS still apply.
const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    credential: { type: 'string' },
    'sms-code': { type: 'string' },
    'member-phone': { type: 'string', default: '5550000001' },
    'member-password': { type: 'string', default: 'Demo1234' },
    'national-number': { type: 'string', default: '10000000146' },
    phone: { type: 'string', default: '5321234567' },
    birthdate: { type: 'string', default: '14.03.1985' },
    plate: { type: 'string', default: '66ABC123' },
    uavt: { type: 'string', default: '4403156956' },
  },
})
if (!values['base-url']) {
  console.error(
    'Kullanım: npm run provider-check -- --base-url <adres> [--credential <site kimliği>] [--sms-code <kod>]',
  )
  process.exit(2)
}
process.env.AGENCY_URL = values['base-url']
if (values.credential) process.env.UPSTREAM_SITE_CREDENTIAL = values.credential
process.env.LOG_LEVEL ??= 'silent'

const { checkPassed, checkTable, runProviderCheck } =
  await import('../app/conformance/provider-check.ts')
const rows = await runProviderCheck({
  member: { phone: values['member-phone'], password: values['member-password'] },
  owner: {
    NationalNumber: values['national-number'],
    Phone: values.phone,
    Birthdate: values.birthdate,
  },
  smsCode: values['sms-code'],
  plate: values.plate,
  uavtNumber: values.uavt,
})
console.log(checkTable(rows))
const passed = checkPassed(rows)
console.log(passed ? '\nSağlayıcı bu yolculuğun çağrılarına uyuyor.' : '\nUyuşmayan çağrılar var.')
process.exit(passed ? 0 : 1)
