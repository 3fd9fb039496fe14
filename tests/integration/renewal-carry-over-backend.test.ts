import { describe, expect, it } from 'vitest'
import type { ProductKey } from '~/quote/product-lines.ts'
import type { QuoteHeaderRequest } from '~/upstream/offers.server.ts'
import type { Renewal } from '~/upstream/renewal.server.ts'
import { sendRenewalReminders } from '../../server/agency/aftercare/renewal-reminders.ts'
import { outboxMessenger } from '../../server/agency/delivery/outbox.ts'
import { addDays, todayInTurkey, trDate } from '../../server/agency/registry/dates.ts'
import { readAgencySettings } from '../../server/agency/settings.ts'
import { agencyForFile } from '../support/agency.ts'
import { healthFamily } from '../support/health-family.ts'
import { liseCaddesi12Flat3, liseCaddesi12Building as building } from '../support/dask-konut.ts'
import { loggedInMember } from '../support/member-login.ts'
import { buyFirstOffer, visitorContext } from '../support/paid-policy.ts'
import { quoteWithFirms } from '../support/quote-firms.ts'

// Issue 28's renewal against the running back office: the renewal call gives back the header the
// policy was quoted with and whom to verify; a DASK renewal is priced as one at the renewing
// insurer; the storefront carries each step over through its own save and reaches the offers
// (decisions 044, 073).
const agency = await agencyForFile()
const { branding } = readAgencySettings({ UPSTREAM_SITE_CREDENTIAL: 'site' })
const renewal = await import('~/upstream/renewal.server.ts')
const offers = await import('~/upstream/offers.server.ts')
const { checkAml } = await import('~/upstream/auth.server.ts')
const drafts = await import('~/quote/draft.server.ts')
const { lineDefinitionOf } = await import('~/quote/definitions.server.ts')
const { renewalEntry } = await import('~/quote/renewal/carry-over.ts')
const { carryOverRenewal } = await import('~/quote/renewal/carry-over.server.ts')
const { getSession } = await import('~/session/session.server.ts')
const { startRenewal } = await import('~/quote/renewal/start.server.ts')
const { listedRenewal, noOnlineRenewal, pastAgeLimits, renewalFacts, tripNotRenewed } =
  await import('~/policies/renewal-window.ts')
const { config } = await import('~/platform/config.server.ts')
const members = await import('~/upstream/members.server.ts')

let seq = 0
const NationalNumber = '10000000146'

/** A DASK policy on Lise Caddesi 12/3 bought today, ending `endsOn`: its renewal as the link gives it. */
async function renewedDask(endsOn: string) {
  const Phone = `53212600${String(++seq).padStart(2, '0')}`
  const { policyNumber } = await buyFirstOffer(agency, {
    QueryType: 'dask',
    NationalNumber,
    Phone,
    UAVTNumber: liseCaddesi12Flat3,
    ...building,
  } as unknown as QuoteHeaderRequest)
  await agency.db
    .updateTable('policies')
    .set({ starts_on: addDays(endsOn, -365), ends_on: endsOn })
    .where('policy_number', '=', policyNumber)
    .execute()
  await sendRenewalReminders(agency.db, outboxMessenger(agency.db), branding, addDays(endsOn, -30))
  const sms = await agency.db
    .selectFrom('outbox')
    .select('body')
    .where('body', 'like', `%(${policyNumber}) süresi%`)
    .where('channel', '=', 'sms')
    .executeTakeFirstOrThrow()
  const RenewalToken = /\/police\/yenile\/([\w.-]+)/.exec(sms.body)![1]!
  const found = await renewal.getRenewal({ RenewalToken }, visitorContext)
  if (!found.ok || !found.body.Data) throw new Error('no renewal')
  return { Phone, policyNumber, renewal: found.body.Data }
}

/** Every insurer's offers on a new quote opened with `request`; an insurer's refusal gives none. */
async function everyFirmsOffers(request: QuoteHeaderRequest) {
  const { HeaderGuid, firms } = await quoteWithFirms(request, visitorContext)
  const answers = await Promise.all(
    firms.map((firm) =>
      offers.getFirmOffers(
        { HeaderGuid, InsuranceFirm: firm.Id, QueryType: request.QueryType },
        visitorContext,
      ),
    ),
  )
  return answers.flatMap((a) => (a.ok ? a.body.Results! : []))
}

/** Every insurer's DASK premium and renewal line for a new quote of this home. */
const daskOffers = (header: Record<string, string>) =>
  everyFirmsOffers({
    QueryType: 'dask',
    Phone: '5321260099',
    UAVTNumber: liseCaddesi12Flat3,
    ...building,
    ...header,
  } as unknown as QuoteHeaderRequest)

const renewalLine = (offer: { Coverages: { Code: string; Value: string }[] }) =>
  offer.Coverages.find((c) => c.Code === 'YENILEME')?.Value

describe('renewal carry-over', () => {
  it('gives back the header the policy was quoted with, its owner and insurer', async () => {
    const { Phone, renewal: found } = await renewedDask(addDays(todayInTurkey(), 30))
    expect(found).toMatchObject({ NationalNumber, Phone, ProductKey: 'dask' })
    expect(found.QuoteFields).toMatchObject({ UAVTNumber: liseCaddesi12Flat3, ...building })
    for (const identity of ['QueryType', 'NationalNumber', 'Phone']) {
      expect(found.QuoteFields).not.toHaveProperty(identity)
    }
    const insurer = await agency.db
      .selectFrom('insurers')
      .select('name')
      .where('code', '=', found.InsurerCode!)
      .executeTakeFirstOrThrow()
    expect(insurer.name).toBe(found.InsurerName)
  })

  it('prices a DASK renewal with the discount at the renewing insurer only', async () => {
    const { renewal: found } = await renewedDask(addDays(todayInTurkey(), 30))
    const renewed = await daskOffers({ NationalNumber, IsRenewal: 'true' })
    const ours = renewed.find((o) => o.InsurerCode === found.InsurerCode)!
    const others = renewed.filter((o) => o.InsurerCode !== found.InsurerCode)
    expect(others.length).toBeGreaterThan(0)
    expect(new Set(others.map((o) => o.Premium)).size).toBe(1)
    expect(ours.Premium).toBeCloseTo(Math.round(others[0]!.Premium * 95) / 100, 0)
    expect(renewalLine(ours)).toBe('Yenileme · %5 yenileme indirimi')
    expect(renewalLine(others[0]!)).toBe('Yenileme')
    // Not sent as a renewal, or another owner's home: the tariff everywhere.
    const fresh = await daskOffers({ NationalNumber, IsRenewal: 'false' })
    expect(new Set(fresh.map((o) => o.Premium))).toEqual(new Set([others[0]!.Premium]))
    const stranger = await daskOffers({ NationalNumber: '10000000078', IsRenewal: 'true' })
    expect(stranger.every((o) => renewalLine(o) === 'Yenileme')).toBe(true)
  })

  /** A renewal draft as the verification leaves it, carried over as after "Onayla". */
  async function carriedOver(found: Renewal) {
    const product = found.ProductKey as ProductKey
    const plate = found.QuoteFields?.LicensePlateNumber
    const aml = await checkAml(
      {
        Querytype: product,
        NationalNumber,
        Phone: found.Phone!,
        ...(plate ? { LicensePlateNumber: plate } : {}),
      },
      visitorContext,
    )
    if (!aml.ok) throw new Error('AML')
    const now = new Date().toISOString()
    const draft = await drafts.draftStore().create('test-owner', {
      stage: 'verified',
      product,
      entry: renewalEntry(product, { ...found, NationalNumber, Phone: found.Phone! }),
      verification: { status: 'verified', sentAt: now, resendAvailableAt: now },
      customer: {
        Name: aml.identity.Name,
        Surname: aml.identity.Surname,
        CityCode: aml.identity.CityCode,
        CountyCode: aml.identity.TownCode,
        City: aml.identity.City,
        County: aml.identity.County,
        Phone: found.Phone!,
      },
      step: 'bilgiler',
      renewal: {
        policyNumber: found.PolicyNumber,
        insurerCode: found.InsurerCode ?? null,
        endsOn: found.EndsOn,
        fields: found.QuoteFields ?? null,
      },
    })
    const definition = lineDefinitionOf(product)
    const request = new Request(`http://localhost${definition.flowRoute}/${draft.id}/bilgiler`)
    await carryOverRenewal({
      request,
      url: new URL(request.url),
      session: await getSession(request),
      definition,
      draft,
      upstream: visitorContext,
    })
    return (await drafts.draftStore().get(draft.id))!
  }

  it('carries a DASK policy over to the offers, sent as a renewal from the old end', async () => {
    const endsOn = addDays(todayInTurkey(), 30)
    const { renewal: found } = await renewedDask(endsOn)
    const draft = await carriedOver(found)
    expect(draft.data.step).toBe('teklifler')
    expect(draft.data.quote?.subject).toContain('Lise Caddesi')
    expect(draft.data.renewal?.fields).toBeNull()
    const quote = await agency.db
      .selectFrom('quotes')
      .select('header_fields')
      .where('header_guid', '=', draft.data.quote!.HeaderGuid)
      .executeTakeFirstOrThrow()
    expect(JSON.parse(quote.header_fields!)).toMatchObject({
      UAVTNumber: liseCaddesi12Flat3,
      ...building,
      IsRenewal: 'true',
      PolicyStart: trDate(endsOn),
    })
  })

  it('starts at the first step when the old quote kept no fields (before migration 0960)', async () => {
    const { renewal: found } = await renewedDask(addDays(todayInTurkey(), 30))
    const draft = await carriedOver({ ...found, QuoteFields: null })
    expect(draft.data.step).toBe('bilgiler')
    expect(draft.data.steps).toBeUndefined()
  })

  it('stops at the building when the old end is further than a policy may start', async () => {
    const { renewal: found } = await renewedDask(addDays(todayInTurkey(), 45))
    const draft = await carriedOver(found)
    // The home is carried; the start (45 days away) is the customer's decision.
    expect(draft.data.step).toBe('bina')
    expect(draft.data.steps?.adres?.subject).toContain('Lise Caddesi')
    expect(draft.data.quote).toBeUndefined()
    // The building step's page shows what was carried and why it was refused, not an empty form.
    const refusal = draft.data.renewal?.refusal
    expect(refusal?.segment).toBe('bina')
    const { reply } = refusal?.answer as {
      reply: { initialValue: Record<string, unknown>; error: Record<string, string[]> }
    }
    expect(reply.initialValue).toMatchObject({
      ...building,
      PolicyStart: trDate(addDays(todayInTurkey(), 45)),
    })
    expect(Object.keys(reply.error)).toEqual(['PolicyStart'])
  })

  /** The demo plate's kasko or trafik bought by the README's demo owner, with its row id. */
  async function vehiclePolicy(line: 'kasko' | 'trafik') {
    const Phone = `53212600${String(++seq).padStart(2, '0')}`
    const { policyNumber } = await buyFirstOffer(agency, {
      QueryType: line,
      NationalNumber,
      Phone,
      LicensePlateNumber: '66ABC123',
      LicensePermitNumber: 'AB123456',
      ...(line === 'kasko'
        ? {
            RadioPrice: '0',
            NavigationPrice: '0',
            SteelWheelPrice: '0',
            OtherAccessoryPrice: '0',
            IsOriginalLpg: 'false',
            ProfessionCode: '05',
          }
        : {}),
    } as unknown as QuoteHeaderRequest)
    const { id } = await agency.db
      .selectFrom('policies')
      .select('id')
      .where('policy_number', '=', policyNumber)
      .executeTakeFirstOrThrow()
    return { id, policyNumber }
  }

  /** The policy as bought a year ago and ending `days` from today; its end. */
  async function endsIn(policyId: number, days: number) {
    const endsOn = addDays(todayInTurkey(), days)
    await agency.db
      .updateTable('policies')
      .set({
        starts_on: addDays(endsOn, -365),
        ends_on: endsOn,
        issued_at: `${addDays(endsOn, -366)}T09:00:00.000Z`,
      })
      .where('id', '=', policyId)
      .execute()
    return endsOn
  }

  /** Today's run of the reminders; the SMS reminders a policy has had, oldest first. */
  async function remindersToday(policyNumber: string) {
    await sendRenewalReminders(agency.db, outboxMessenger(agency.db), branding, todayInTurkey())
    const rows = await agency.db
      .selectFrom('outbox')
      .select('body')
      .where('body', 'like', `%(${policyNumber}) süresi%`)
      .where('channel', '=', 'sms')
      .orderBy('id')
      .execute()
    return rows.map((row) => row.body)
  }

  // Issue 38: every vehicle reminder on a day the vehicle step quotes, its link to the offers; the
  // registry reports the policy bought here, so inside the window the step would refuse.
  it.each([
    { line: 'kasko' as const, days: [45, 30], window: 28 },
    { line: 'trafik' as const, days: [30, 15], window: 14 },
  ])(
    '$line: each reminder’s link reaches the offers on its day; inside the window, no button but when and through whom',
    async ({ line, days, window }) => {
      const policy = await vehiclePolicy(line)
      let sms: string[] = []
      for (const [sent, daysLeft] of days.entries()) {
        const endsOn = await endsIn(policy.id, daysLeft)
        sms = await remindersToday(policy.policyNumber)
        expect(sms).toHaveLength(sent + 1)
        expect(sms.at(-1)).toContain(
          `Yenileme teklifini sitemizden ${trDate(addDays(endsOn, -(window + 1)))} tarihine kadar alabilirsiniz`,
        )
        const RenewalToken = /\/police\/yenile\/([\w.-]+)/.exec(sms.at(-1)!)![1]!
        const found = await renewal.getRenewal({ RenewalToken }, visitorContext)
        if (!found.ok || !found.body.Data) throw new Error('no renewal')
        expect(noOnlineRenewal(renewalFacts(found.body.Data), config.agency.phone)).toBeNull()
        const draft = await carriedOver(found.body.Data)
        expect(draft.data.step).toBe('teklifler')
        // The registry reported the policy bought here: the new one starts where it ends.
        const quote = await agency.db
          .selectFrom('quotes')
          .select('details')
          .where('header_guid', '=', draft.data.quote!.HeaderGuid)
          .executeTakeFirstOrThrow()
        expect(JSON.parse(quote.details).vehicle.policyEndDate).toBe(endsOn)
      }
      // Inside the window: no reminder; the link's page and Poliçelerim say from when and through
      // whom, "Yenile" sends no code, and the vehicle step itself refuses it.
      const endsOn = await endsIn(policy.id, window)
      expect(await remindersToday(policy.policyNumber)).toHaveLength(days.length)
      const RenewalToken = /\/police\/yenile\/([\w.-]+)/.exec(sms.at(-1)!)![1]!
      const found = await renewal.getRenewal({ RenewalToken }, visitorContext)
      if (!found.ok || !found.body.Data) throw new Error('no renewal')
      const notYet = noOnlineRenewal(renewalFacts(found.body.Data), config.agency.phone)
      expect(notYet).toContain(`${trDate(endsOn)} tarihinden itibaren teklif alabilirsiniz`)
      expect(notYet).toContain(`acentemizi ${config.agency.phone} numarasından arayın`)
      const request = new Request('http://localhost/police/yenile/x')
      const started = await startRenewal(await getSession(request), found.body.Data, visitorContext)
      expect(started).toEqual({ ok: false, message: notYet })
      const draft = await carriedOver(found.body.Data)
      expect(draft.data.step).toBe('arac')
    },
  )

  // Decision 081: a phone renewal carries the device's purchase date, and the phone step quotes a
  // phone younger than 12 months on the day it is quoted. The demo member Ayşe (seed/demo-members)
  // buys it with her own phone, so Poliçelerim lists it.
  const ayse = { NationalNumber, Phone: '5550000001' }

  /** A policy of `QueryType` Ayşe buys with her own phone, the header's other fields given. */
  const boughtByAyse = (QueryType: string, fields: Record<string, string>) =>
    buyFirstOffer(agency, { QueryType, ...ayse, ...fields } as unknown as QuoteHeaderRequest)

  /**
   * A phone policy bought by Ayşe, as if it had started 335 days ago and ended in 30 (today is its
   * first reminder's day), its device bought `deviceDaysAgo` days ago as its quote says.
   */
  async function phonePolicy(deviceDaysAgo: number) {
    const today = todayInTurkey()
    const { policyNumber } = await boughtByAyse('telefon', {
      CepMarkaId: '1',
      CepModelId: '104',
      ImeiNo: '490154203237518',
      SatinAlmaTarihi: trDate(addDays(today, -40)),
      PolicyStart: trDate(addDays(today, 1)),
      EMail: 'ayse@ornek.com.tr',
    })
    const bought = addDays(today, -deviceDaysAgo)
    await endingIn30WithQuoteDate(policyNumber, { SatinAlmaTarihi: bought }, 'purchaseDate')
    return { policyNumber, bought }
  }

  /**
   * A bought policy as if it had started 335 days ago and ended in 30 (today is its first
   * reminder's day), its quote opened with the date given (the header field, and the quote's
   * details under `detail` when given).
   */
  async function endingIn30WithQuoteDate(
    policyNumber: string,
    dated: Record<string, string>,
    detail?: string,
  ) {
    const { id, header_guid } = await agency.db
      .selectFrom('policies')
      .select(['id', 'header_guid'])
      .where('policy_number', '=', policyNumber)
      .executeTakeFirstOrThrow()
    await endsIn(id, 30)
    const quote = await agency.db
      .selectFrom('quotes')
      .select(['header_fields', 'details'])
      .where('header_guid', '=', header_guid)
      .executeTakeFirstOrThrow()
    const [field, iso] = Object.entries(dated)[0]!
    await agency.db
      .updateTable('quotes')
      .set({
        header_fields: JSON.stringify({
          ...JSON.parse(quote.header_fields!),
          [field]: trDate(iso),
        }),
        details: JSON.stringify({
          ...JSON.parse(quote.details),
          ...(detail === undefined ? {} : { [detail]: iso }),
        }),
      })
      .where('header_guid', '=', header_guid)
      .execute()
  }

  /** The policy as the member's Poliçelerim lists it, with its "Yenile" or why not. */
  async function inPolicies(policyNumber: string) {
    const list = await members.listPolicies(await loggedInMember(ayse.Phone))
    const listed = list.ok ? list.body.Results!.find((p) => p.PolicyNumber === policyNumber) : null
    if (!listed) throw new Error('not listed')
    return { listed, ...listedRenewal(listed, config.agency.phone) }
  }

  /**
   * A reminder's link followed to the offers: the renewal carries `field` as the policy's quote
   * sent it (`iso`), is quoted now and its draft reaches the offers with `subject` in its subject;
   * Poliçelerim lists the same date and offers "Yenile".
   */
  async function renewedToOffers(
    policyNumber: string,
    sms: string,
    dated: { field: 'SatinAlmaTarihi' | 'HayvanDogumTarihi'; iso: string },
    subject: string,
  ) {
    const RenewalToken = /\/police\/yenile\/([\w.-]+)/.exec(sms)![1]!
    const found = await renewal.getRenewal({ RenewalToken }, visitorContext)
    if (!found.ok || !found.body.Data) throw new Error('no renewal')
    expect(found.body.Data.QuoteFields?.[dated.field]).toBe(trDate(dated.iso))
    expect(noOnlineRenewal(renewalFacts(found.body.Data), config.agency.phone)).toBeNull()
    const draft = await carriedOver(found.body.Data)
    expect(draft.data.step).toBe('teklifler')
    expect(draft.data.quote?.subject).toContain(subject)
    const listed = await inPolicies(policyNumber)
    expect(listed.listed[dated.field]).toBe(trDate(dated.iso))
    expect(listed.renewAction).toBe(`/hesabim/policelerim/${policyNumber}/yenile`)
  }

  /**
   * A policy its step would refuse: no reminder today, Poliçelerim lists the carried date with no
   * "Yenile" but why (returned), and a "Yenile" posted anyway sends no code and answers the same
   * sentence, while the carried-over draft stops at `step`.
   */
  async function refusedWithoutCode(
    policyNumber: string,
    dated: { field: 'SatinAlmaTarihi' | 'HayvanDogumTarihi'; iso: string },
    step: string,
  ) {
    expect(await remindersToday(policyNumber)).toEqual([])
    const { listed, renewAction, noRenewal } = await inPolicies(policyNumber)
    expect(listed[dated.field]).toBe(trDate(dated.iso))
    expect(renewAction).toBeNull()
    const member = await loggedInMember(ayse.Phone)
    const sent = await agency.db.selectFrom('outbox').select('id').execute()
    const found = await renewal.getRenewal({ PolicyNumber: policyNumber }, member)
    if (!found.ok || !found.body.Data) throw new Error('no renewal')
    const request = new Request('http://localhost/hesabim/policelerim/x/yenile')
    const started = await startRenewal(await getSession(request), found.body.Data, member)
    expect(started).toEqual({ ok: false, message: noRenewal })
    expect(await agency.db.selectFrom('outbox').select('id').execute()).toHaveLength(sent.length)
    const draft = await carriedOver(found.body.Data)
    expect(draft.data.step).toBe(step)
    return noRenewal
  }

  it('phone: a device young enough today gets its reminder, and the link reaches the offers', async () => {
    // Bought 5 days before the policy started: 340 days ago, 11 months old today.
    const { policyNumber, bought } = await phonePolicy(340)
    const sms = await remindersToday(policyNumber)
    expect(sms).toHaveLength(1)
    // The day before it is 12 months old: its first anniversary (1 March for a 29 February).
    const anniversary = `${Number(bought.slice(0, 4)) + 1}${bought.slice(4).replace('-02-29', '-03-01')}`
    const lastDay = addDays(anniversary, -1)
    expect(sms[0]).toContain(
      `Yenileme teklifini sitemizden ${trDate(lastDay)} tarihine kadar alabilirsiniz`,
    )
    const device = { field: 'SatinAlmaTarihi', iso: bought } as const
    await renewedToOffers(policyNumber, sms[0]!, device, 'IMEI 490154203237518')
  })

  it('phone: a device 12 months old today gets no reminder, no "Yenile" but why, and no code', async () => {
    // Bought 60 days before the policy started (the audit's case): 395 days ago.
    const { policyNumber, bought } = await phonePolicy(395)
    const device = { field: 'SatinAlmaTarihi', iso: bought } as const
    // The phone step would refuse the carried device: it stops there.
    const noRenewal = await refusedWithoutCode(policyNumber, device, 'cihaz')
    expect(noRenewal).toContain(`${trDate(bought)} tarihinde satın alınmış`)
    expect(noRenewal).toContain('en fazla 12 ay olmuş telefonları sigortaladığı için')
  })

  it('seyahat: a trip gets no reminder, and Poliçelerim says it is not renewed instead of "Yenile"', async () => {
    const { policyNumber } = await buyFirstOffer(agency, {
      QueryType: 'seyahat',
      ...ayse,
      Birthdate: '14.03.1988',
      DestinationCountries: 'DE',
      TravelStartDate: trDate(addDays(todayInTurkey(), 3)),
      TravelEndDate: trDate(addDays(todayInTurkey(), 13)),
      TravelPurpose: 'turizm',
    } as unknown as QuoteHeaderRequest)
    for (const daysLeft of [30, 7, 1]) {
      const { id } = await agency.db
        .selectFrom('policies')
        .select('id')
        .where('policy_number', '=', policyNumber)
        .executeTakeFirstOrThrow()
      await endsIn(id, daysLeft)
      expect(await remindersToday(policyNumber)).toEqual([])
      expect(await inPolicies(policyNumber)).toMatchObject({
        renewAction: null,
        noRenewal: tripNotRenewed,
      })
    }
  })

  // Decision 082: a pet renewal carries the pet's birth date, and the pet step quotes a cat or dog
  // up to 8 years and 11 months old on the day it is quoted.
  /** A pet policy bought by Ayşe, ending in 30 days, its pet born `years` years and `days` days ago. */
  async function petPolicy(years: number, days: number) {
    const today = todayInTurkey()
    const { policyNumber } = await boughtByAyse('petsaglik', {
      HayvanTuru: 'kopek',
      HayvanIrki: 'golden-retriever',
      HayvanDogumTarihi: trDate(addDays(today, -900)),
      HayvanCinsiyeti: 'disi',
      Kisir: 'evet',
      MikrocipNo: '792001234567890',
      OnHastalik: 'hayir',
      OnHastalikAciklama: '',
      PolicyStart: trDate(addDays(today, 1)),
    })
    const born = addDays(
      `${Number(today.slice(0, 4)) - years}${today.slice(4).replace('-02-29', '-02-28')}`,
      -days,
    )
    await endingIn30WithQuoteDate(policyNumber, { HayvanDogumTarihi: born }, 'birthDate')
    return { policyNumber, born }
  }

  it('pet: one under 9 today gets its reminder, and the link reaches the offers', async () => {
    // 8 years and about 7 months old: still quoted on the renewal's day.
    const { policyNumber, born } = await petPolicy(8, 200)
    const sms = await remindersToday(policyNumber)
    expect(sms).toHaveLength(1)
    // The day before it turns 9 (1 March for a 29 February).
    const ninth = `${Number(born.slice(0, 4)) + 9}${born.slice(4).replace('-02-29', '-03-01')}`
    expect(sms[0]).toContain(
      `Yenileme teklifini sitemizden ${trDate(addDays(ninth, -1))} tarihine kadar alabilirsiniz`,
    )
    expect(sms[0]).toContain('9 yaşını doldurmuş kedi ve köpeklere teklif vermez')
    const pet = { field: 'HayvanDogumTarihi', iso: born } as const
    await renewedToOffers(policyNumber, sms[0]!, pet, 'mikroçip 792001234567890')
  })

  it('pet: one that has turned 9 gets no reminder, no "Yenile" but why, and no code', async () => {
    // Turned 9 ten days ago: insured at 8 years and about 1 month, refused now.
    const { policyNumber, born } = await petPolicy(9, 10)
    const pet = { field: 'HayvanDogumTarihi', iso: born } as const
    // The pet step would refuse the carried birth date: it stops there.
    const noRenewal = await refusedWithoutCode(policyNumber, pet, 'hayvan')
    expect(noRenewal).toContain(`doğum tarihi ${trDate(born)}`)
    expect(noRenewal).toContain('9 yaşını doldurmuş kedi ve köpekleri sigortalamadığı için')
  })

  // Decision 083: a health renewal carries its insured persons' birth dates, and each insurer
  // prices a person only up to its own age limit (bireysel's oldest: 75), giving no package where
  // it declines everyone. The back office, which knows the limits, flags a policy none would quote.
  /** Ayşe's own fields of the family health quote (tests/support), without the family rows. */
  const aloneInsured = Object.fromEntries(
    Object.entries(healthFamily).filter(([name]) => !name.startsWith('fam[')),
  )

  /** Born `years` years and `days` days before today (28 February for a 29th), YYYY-MM-DD. */
  const bornAgo = (years: number, days: number) => {
    const today = todayInTurkey()
    return addDays(
      `${Number(today.slice(0, 4)) - years}${today.slice(4).replace('-02-29', '-02-28')}`,
      -days,
    )
  }

  /**
   * A bireysel policy Ayşe bought for herself alone, ending in 30 days, she born on `born` as its
   * quote says.
   */
  async function healthPolicy(born: string) {
    const { policyNumber } = await boughtByAyse('bireysel', {
      ...aloneInsured,
      PolicyStart: trDate(addDays(todayInTurkey(), 1)),
    })
    await endingIn30WithQuoteDate(policyNumber, { Birthdate: born })
    return policyNumber
  }

  /** The insurers that price a first bireysel quote today for Ayşe alone, born on `born`. */
  async function pricingInsurers(born: string) {
    const priced = await everyFirmsOffers({
      QueryType: 'bireysel',
      ...ayse,
      ...aloneInsured,
      Birthdate: trDate(born),
      PolicyStart: trDate(addDays(todayInTurkey(), 1)),
    } as unknown as QuoteHeaderRequest)
    return new Set(priced.map((offer) => offer.InsurerCode))
  }

  it('bireysel: one still within an insurer’s age limit gets its reminder and "Yenile"', async () => {
    // 75 years and about 7 months: KIZILIRMAK (up to 75) still prices her.
    const born = bornAgo(75, 200)
    expect(await pricingInsurers(born)).toEqual(new Set(['KIZILIRMAK']))
    const policyNumber = await healthPolicy(born)
    const sms = await remindersToday(policyNumber)
    expect(sms).toHaveLength(1)
    const RenewalToken = /\/police\/yenile\/([\w.-]+)/.exec(sms[0]!)![1]!
    const found = await renewal.getRenewal({ RenewalToken }, visitorContext)
    if (!found.ok || !found.body.Data) throw new Error('no renewal')
    expect(found.body.Data.QuoteFields?.Birthdate).toBe(trDate(born))
    expect(found.body.Data.YasSiniriAsildi).toBeUndefined()
    expect(noOnlineRenewal(renewalFacts(found.body.Data), config.agency.phone)).toBeNull()
    const { listed, renewAction } = await inPolicies(policyNumber)
    expect(listed.YasSiniriAsildi).toBeUndefined()
    expect(renewAction).toBe(`/hesabim/policelerim/${policyNumber}/yenile`)
  })

  it('bireysel: one past every insurer’s age limit gets no reminder, no "Yenile" but why, and no code', async () => {
    // Turned 76 ten days ago: no insurer prices her, so a renewal's offers page would be empty.
    const born = bornAgo(76, 10)
    expect(await pricingInsurers(born)).toEqual(new Set())
    const policyNumber = await healthPolicy(born)
    expect(await remindersToday(policyNumber)).toEqual([])
    const { listed, renewAction, noRenewal } = await inPolicies(policyNumber)
    expect(listed.YasSiniriAsildi).toBe(true)
    expect(renewAction).toBeNull()
    expect(noRenewal).toBe(pastAgeLimits(config.agency.phone))
    expect(noRenewal).toContain('yaş sınırını aştığı için bu poliçe sitemizden yenilenemiyor')
    // "Yenile" posted anyway: the renewal call flags it too, and no code is sent.
    const member = await loggedInMember(ayse.Phone)
    const sent = await agency.db.selectFrom('outbox').select('id').execute()
    const found = await renewal.getRenewal({ PolicyNumber: policyNumber }, member)
    if (!found.ok || !found.body.Data) throw new Error('no renewal')
    expect(found.body.Data.YasSiniriAsildi).toBe(true)
    expect(noOnlineRenewal(renewalFacts(found.body.Data), config.agency.phone)).toBe(noRenewal)
    const request = new Request('http://localhost/hesabim/policelerim/x/yenile')
    const started = await startRenewal(await getSession(request), found.body.Data, member)
    expect(started).toEqual({ ok: false, message: noRenewal })
    expect(await agency.db.selectFrom('outbox').select('id').execute()).toHaveLength(sent.length)
  })
})
