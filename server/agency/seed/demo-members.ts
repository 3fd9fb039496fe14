import { randomUUID } from 'node:crypto'
import type { AgencyDb } from '../db/database.ts'
import { hashPassword } from '../members/passwords.ts'

export const DEMO_PASSWORD = 'Demo1234'

interface DemoMember {
  phone: string
  nationalNumber: string
  name: string
  surname: string
  /** The login status this member demonstrates (README.md, Demo members, lists them). */
  path: string
  verified?: boolean
  mfa?: boolean
  oneTimePassword?: boolean
  expired?: boolean
  locked?: boolean
}

// Paths that change a member's state (a password change, a trusted device, an MFA code) have one
// member per e2e project, so the JavaScript and no-JavaScript runs never share one.
export const demoMembers: DemoMember[] = [
  {
    phone: '5550000001',
    nationalNumber: '10000000146',
    name: 'Ayşe',
    surname: 'Yılmaz',
    path: '2000',
  },
  {
    phone: '5550000002',
    nationalNumber: '10000000214',
    name: 'ilker',
    surname: 'ışık',
    path: '2000',
  },
  {
    phone: '5550000003',
    nationalNumber: '10000000382',
    name: 'Mehmet',
    surname: 'Demir',
    path: '2000 + UsedOneTimePassword',
    oneTimePassword: true,
  },
  {
    phone: '5550000004',
    nationalNumber: '10000000450',
    name: 'Zeynep',
    surname: 'Kaya',
    path: '2000 + UsedOneTimePassword',
    oneTimePassword: true,
  },
  {
    phone: '5550000005',
    nationalNumber: '10000000528',
    name: 'Emre',
    surname: 'Şahin',
    path: '2001',
    verified: false,
  },
  {
    phone: '5550000012',
    nationalNumber: '10000001204',
    name: 'Ece',
    surname: 'Polat',
    path: '2001',
    verified: false,
  },
  {
    phone: '5550000006',
    nationalNumber: '10000000696',
    name: 'Elif',
    surname: 'Çelik',
    path: '2004',
    mfa: true,
  },
  {
    phone: '5550000007',
    nationalNumber: '10000000764',
    name: 'Burak',
    surname: 'Aydın',
    path: '2004',
    mfa: true,
  },
  {
    phone: '5550000008',
    nationalNumber: '10000000832',
    name: 'Selin',
    surname: 'Öztürk',
    path: '2008',
    expired: true,
  },
  {
    phone: '5550000009',
    nationalNumber: '10000000900',
    name: 'Can',
    surname: 'Arslan',
    path: '2008',
    expired: true,
  },
  {
    phone: '5550000010',
    nationalNumber: '10000001068',
    name: 'Deniz',
    surname: 'Koç',
    path: '2009',
    locked: true,
  },
  {
    phone: '5550000011',
    nationalNumber: '10000001136',
    name: 'Gül',
    surname: 'Yıldız',
    path: 'hatalı şifre',
  },
  {
    phone: '5550000013',
    nationalNumber: '10000001372',
    name: 'Hakan',
    surname: 'Güneş',
    path: '2000, My Account',
  },
  {
    phone: '5550000014',
    nationalNumber: '10000001440',
    name: 'Leyla',
    surname: 'Ateş',
    path: '2000, My Account',
  },
  {
    phone: '5550000015',
    nationalNumber: '10000001518',
    name: 'Murat',
    surname: 'Kılıç',
    path: '2000, support attachments',
  },
  {
    phone: '5550000016',
    nationalNumber: '10000001686',
    name: 'Sevgi',
    surname: 'Aksoy',
    path: '2000, support attachments',
  },
  {
    phone: '5550000017',
    nationalNumber: '10000001754',
    name: 'Aslı',
    surname: 'Erdem',
    path: '2004, the e2e accessibility test closes its SMS dialog',
    mfa: true,
  },
]

/**
 * One demo member per login status (seeded outside production only). Existing rows are left alone except
 * the locked and the unverified members, who are put back on every start so the 2009 and 2001
 * paths always show.
 */
export async function seedDemoMembers(db: AgencyDb): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  const now = new Date()
  const longAgo = new Date(now.getTime() - 200 * 24 * 60 * 60_000).toISOString()
  const yozgat = await db
    .selectFrom('districts')
    .select(['id', 'city_code'])
    .where('city_code', '=', 66)
    .orderBy('id')
    .executeTakeFirst()
  for (const m of demoMembers) {
    await db
      .insertInto('members')
      .values({
        uid: randomUUID(),
        phone: m.phone,
        national_number: m.nationalNumber,
        name: m.name,
        surname: m.surname,
        email: `uye${m.phone.slice(-2)}@ornek.com.tr`,
        birthdate: '1990-05-17',
        gender: m.phone.endsWith('1') ? 'K' : 'E',
        city_code: yozgat?.city_code ?? null,
        county_code: yozgat?.id ?? null,
        password_hash: passwordHash,
        password_changed_at: m.expired ? longAgo : now.toISOString(),
        must_change_password: m.oneTimePassword ? 1 : 0,
        phone_verified: m.verified === false ? 0 : 1,
        mfa_enabled: m.mfa ? 1 : 0,
        created_at: now.toISOString(),
      })
      .onConflict((oc) => oc.column('phone').doNothing())
      .execute()
    if (m.locked) {
      await db
        .updateTable('members')
        .set({ locked_until: '9999-12-31T00:00:00.000Z' })
        .where('phone', '=', m.phone)
        .execute()
    }
    if (m.verified === false) {
      // Dated now, as unverified sign-ups are forgotten a day after they were made.
      await db
        .updateTable('members')
        .set({ phone_verified: 0, created_at: now.toISOString() })
        .where('phone', '=', m.phone)
        .execute()
    }
  }
}
