import type { AgencyDb } from '../db/database.ts'
import { DeliveryFailed, type Messenger } from '../delivery/messenger.ts'
import type { Body, Caller } from '../http.ts'
import { countyInCity, findMemberById } from '../members/store.ts'
import { nowInTurkey, todayInTurkey, trDate } from '../registry/dates.ts'
import { isTckn, plateLines } from '../rules/identity.ts'
import { cleanPlate, isRegisteredPlate } from '../rules/plate.ts'
import { claimFileOf, policyOfOwner, type OwnedPolicy } from './store.ts'

/** The support request type a claim report (hasar ihbarı) goes upstream as: "Hasar Bildirimi". */
export const CLAIM_REQUEST_TYPE = 2

const MAX_DESCRIPTION = 2000

/** The same words whether the policy does not exist or is someone else's: nothing is told. */
export const noSuchPolicy =
  'Bu bilgilerle eşleşen bir poliçe bulamadık. Poliçe numaranızı ve T.C. kimlik numaranızı kontrol edin; sorun sürerse bizi arayın.'

/**
 * The policy a claim is reported on, if it belongs to whoever reports it: the logged-in member
 * (their T.C. kimlik number and phone), or a visitor whose phone an SMS code verified, with the
 * T.C. kimlik number the policy was bought with.
 */
export async function claimantPolicy(
  db: AgencyDb,
  body: Body,
  claimant: { caller: Caller; visitorPhone: string | null },
): Promise<OwnedPolicy | null> {
  const policyNumber = body.PolicyNumber?.trim() ?? ''
  if (!policyNumber) return null
  if (claimant.caller.kind === 'member') {
    const member = await findMemberById(db, claimant.caller.memberId)
    if (!member) return null
    const owner = { nationalNumber: member.national_number, phone: member.phone }
    return (await policyOfOwner(db, policyNumber, owner)) ?? null
  }
  const nationalNumber = body.NationalNumber?.trim() ?? ''
  if (!claimant.visitorPhone || !isTckn(nationalNumber)) return null
  const owner = { nationalNumber, phone: claimant.visitorPhone }
  return (await policyOfOwner(db, policyNumber, owner)) ?? null
}

/** Why no claim can be reported on an owned policy today, or null. */
export const unreportable = (policy: OwnedPolicy) =>
  policy.withdrawn_at !== null
    ? 'Bu poliçe cayma hakkıyla iptal edildi; hasar bildirimi yapılamaz.'
    : policy.starts_on > todayInTurkey()
      ? `Poliçeniz ${trDate(policy.starts_on)} tarihinde başlıyor; hasar bildirimi o günden itibaren yapılabilir.`
      : null

const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)

/**
 * The claim's fields as a report on `policy`, or the Turkish reason they will not do: when
 * (Türkiye's date and time, not ahead of now, within the policy's period), where (a county of
 * the city), the other party's plate (vehicle lines, optional) and what happened.
 */
export async function readClaimReport(db: AgencyDb, body: Body, policy: OwnedPolicy) {
  const refuse = (message: string) => ({ ok: false as const, message })
  const date = body.EventDate?.trim() ?? ''
  const time = body.EventTime?.trim() ?? ''
  if (!isDay(date) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) {
    return refuse('Olayın tarihini ve saatini giriniz.')
  }
  if (`${date}T${time}` > nowInTurkey()) return refuse('Olayın tarihi ve saati ileride olamaz.')
  if (date < policy.starts_on) {
    return refuse(`Olay, poliçenin başladığı ${trDate(policy.starts_on)} tarihinden önce olamaz.`)
  }
  if (date > policy.ends_on) {
    return refuse(`Olay, poliçenin bittiği ${trDate(policy.ends_on)} tarihinden sonra olamaz.`)
  }
  const cityCode = Number(body.CityCode)
  const countyCode = Number(body.CountyCode)
  if (!(await countyInCity(db, cityCode, countyCode))) {
    return refuse('Olayın yerini il ve ilçe olarak seçiniz.')
  }
  const plate = cleanPlate(body.OtherPartyPlate ?? '')
  if (plate && !plateLines.has(policy.product_key)) {
    return refuse('Karşı tarafın plakası yalnızca araç poliçelerinde bildirilir.')
  }
  if (plate && !isRegisteredPlate(plate)) return refuse('Karşı tarafın plakası geçerli değil.')
  const description = body.Description?.trim() ?? ''
  if (!description || description.length > MAX_DESCRIPTION) {
    return refuse(`Ne olduğunu 1 ile ${MAX_DESCRIPTION} karakter arasında yazınız.`)
  }
  return {
    ok: true as const,
    report: {
      policy_id: policy.id,
      event_date: date,
      event_time: time,
      city_code: cityCode,
      county_code: countyCode,
      other_party_plate: plate || null,
      description,
    },
  }
}

export type ClaimReport = Extract<
  Awaited<ReturnType<typeof readClaimReport>>,
  { ok: true }
>['report']

/**
 * The claim file's number to the reporter by SMS, once the claim is stored. The report stands
 * whatever the SMS operator says: the number is shown with the request too. A member follows the
 * file in Destek Taleplerim; a visitor without an account only once they sign up with this phone
 * (the request then joins theirs), as the visitor's result page says.
 */
export async function sendClaimFileNumber(
  messenger: Messenger,
  claim: { phone: string | null; agencyName: string; fileNumber: string; member: boolean },
) {
  if (!claim.phone) return
  const follow = claim.member
    ? 'Dosyanızın durumunu Hesabım → Destek Taleplerim sayfasından izleyebilirsiniz.'
    : 'Dosyanızın durumunu, bu telefon numarasıyla üye olduğunuzda Hesabım → Destek Taleplerim sayfasından izleyebilirsiniz.'
  try {
    await messenger.sms({
      phone: claim.phone,
      text: `${claim.agencyName}: Hasar ihbarınız alındı. Dosya numaranız: ${claim.fileNumber}. ${follow}`,
    })
  } catch (error) {
    if (!(error instanceof DeliveryFailed)) throw error
  }
}

/** What request-view adds for a claim: its file number and report; null fields otherwise. */
export async function claimFileView(db: AgencyDb, requestId: number) {
  const file = await claimFileOf(db, requestId)
  return {
    FileNumber: file?.file_number ?? null,
    Claim:
      file?.event_date && file.event_time
        ? {
            PolicyNumber: file.policy_number,
            EventDate: file.event_date,
            EventTime: file.event_time,
            CityName: file.city_name,
            CountyName: file.county_name,
            OtherPartyPlate: file.other_party_plate,
            Description: file.description,
          }
        : null,
  }
}
