import { isoDayFromToday, todayInTurkey } from '~/quote/rules/calendar.ts'
import { renewalCheck, renewalWindowDays } from '~/quote/rules/renewal.ts'
import { petAgeLimits, petQuotable } from '~/quote/steps/pet/pet-age.ts'
import { deviceQuotable } from '~/quote/steps/phone/device-age.ts'
import { phoneLimits } from '~/quote/steps/phone/limits.ts'
import { dottedDate, isoDate, parseDate } from '~/utils/format.ts'
import { isOwnKey } from '../../server/platform/own-key.ts'

/**
 * Days before a policy's end its first renewal reminder goes out (decision 060): kasko 45, every
 * other line 30. From then on Poliçelerim offers "Yenile", as the reminder's link does.
 */
const firstReminderDays = (productKey: string) => (productKey === 'kasko' ? 45 : 30)

/** What decides whether a policy is renewed online today (decision 081). */
export interface RenewalFacts {
  ProductKey: string
  /** The policy's last day, YYYY-MM-DD or DD.MM.YYYY. */
  EndsOn: string
  /**
   * A phone policy's device purchase date (DD.MM.YYYY) as its quote was opened with, which the
   * renewal carries to the phone step; absent when the quote kept no fields (the step asks anew).
   */
  SatinAlmaTarihi?: string | null
  /**
   * A pet policy's birth date (DD.MM.YYYY) as its quote was opened with, which the renewal carries
   * to the pet step; absent when the quote kept no fields (decision 082).
   */
  HayvanDogumTarihi?: string | null
  /**
   * The provider's word that no insurer would quote the renewal today for the insured persons'
   * ages: on the health lines, every insured person is past every insurer's age limit (decision
   * 083). The limits are the insurers' tariffs, which only the provider knows.
   */
  YasSiniriAsildi?: boolean | null
}

/** The facts of a renewal as the renewal call gives them: the device from the carried fields. */
export const renewalFacts = (renewal: {
  ProductKey: string
  EndsOn: string
  QuoteFields?: Record<string, string> | null
  YasSiniriAsildi?: boolean | null
}): RenewalFacts => ({
  ...renewal,
  SatinAlmaTarihi: renewal.QuoteFields?.SatinAlmaTarihi,
  HayvanDogumTarihi: renewal.QuoteFields?.HayvanDogumTarihi,
})

/** A trip is not renewed (decisions 039, 044): the next one is a quote of its own. */
export const tripNotRenewed =
  'Seyahat sağlık sigortası tek bir yolculuğu kapsar ve yenilenmez. Yeni yolculuğunuz için ana sayfadan yeni bir teklif alabilirsiniz.'

/**
 * What the policy's pages say where the provider says no insurer would quote the renewal for the
 * insured persons' ages (decision 083): its offers page would be empty.
 */
export const pastAgeLimits = (agencyPhone: string) =>
  'Sigortalıların yaşı, sigorta şirketlerinin bu ürün için teklif verdiği yaş sınırını aştığı için bu poliçe sitemizden yenilenemiyor. ' +
  `Acentemizi ${agencyPhone} numarasından arayabilirsiniz.`

/**
 * The lines whose step refuses the date a renewal carries by the age it gives on the day the
 * customer quotes: the phone step a device 12 months old (decision 081), the pet step a pet that
 * has turned 9 (decision 082). The date, the step's rule, and what the policy's page says instead.
 */
const agedRenewals = {
  telefon: {
    carried: (policy: RenewalFacts) => policy.SatinAlmaTarihi,
    quotable: deviceQuotable,
    refusal: (day: string) =>
      `Sigortalı telefonunuz ${day} tarihinde satın alınmış. ` +
      `Sigorta şirketleri satın alınalı en fazla ${phoneLimits.maxAgeMonths} ay olmuş telefonları sigortaladığı için bu poliçe yenilenemiyor. ` +
      'Başka bir telefonunuz için ana sayfadan yeni bir teklif alabilirsiniz.',
  },
  petsaglik: {
    carried: (policy: RenewalFacts) => policy.HayvanDogumTarihi,
    quotable: petQuotable,
    refusal: (day: string) =>
      `Sigortalı hayvanınızın doğum tarihi ${day}. ` +
      `Sigorta şirketleri ${(petAgeLimits.maxMonths + 1) / 12} yaşını doldurmuş kedi ve köpekleri sigortalamadığı için bu poliçe yenilenemiyor. ` +
      'Başka bir hayvanınız için ana sayfadan yeni bir teklif alabilirsiniz.',
  },
}

/** Why the step would refuse the date a phone's or pet's renewal carries today; null if it takes it. */
function carriedTooOld(line: keyof typeof agedRenewals, policy: RenewalFacts, now: Date) {
  const aged = agedRenewals[line]
  const date = parseDate(aged.carried(policy) ?? '')
  if (!date || aged.quotable(date, todayInTurkey(now))) return null
  return aged.refusal(dottedDate(date.toISOString().slice(0, 10)))
}

/**
 * Why a renewal cannot be quoted online now, or null when it can: a trip is not renewed; where
 * the provider says every insured person is past every insurer's age limit, no insurer would
 * quote it; a phone bought 12 months ago or more is refused by the phone step, a pet that has
 * turned 9 by the pet step; inside a kasko or trafik policy's last 28 or 14 days the vehicle
 * step gives no offer (spec §4), so the page says from which date the site quotes again and who
 * renews it before that. What the policy's pages say instead of "Yenile".
 */
export function noOnlineRenewal(
  policy: RenewalFacts,
  agencyPhone: string,
  now = new Date(),
): string | null {
  if (policy.ProductKey === 'seyahat') return tripNotRenewed
  if (policy.YasSiniriAsildi) return pastAgeLimits(agencyPhone)
  if (isOwnKey(agedRenewals, policy.ProductKey)) {
    return carriedTooOld(policy.ProductKey, policy, now)
  }
  if (!isOwnKey(renewalWindowDays, policy.ProductKey)) return null
  const check = renewalCheck(policy.ProductKey, isoDate(policy.EndsOn), now)
  return check.allowed
    ? null
    : `${check.message} Poliçeniz bitmeden yenilemek için acentemizi ${agencyPhone} numarasından arayın.`
}

/**
 * A policy in Poliçelerim, from its first reminder's day unless withdrawn: "Yenile"'s action when
 * a renewal can be quoted now, else what noOnlineRenewal says.
 */
export function listedRenewal(
  policy: RenewalFacts & { PolicyNumber: string; WithdrawnOn?: string | null },
  agencyPhone: string,
) {
  const due =
    !policy.WithdrawnOn &&
    isoDate(policy.EndsOn) <= isoDayFromToday(firstReminderDays(policy.ProductKey))
  const noRenewal = due ? noOnlineRenewal(policy, agencyPhone) : null
  return {
    renewAction:
      due && !noRenewal
        ? `/hesabim/policelerim/${encodeURIComponent(policy.PolicyNumber)}/yenile`
        : null,
    noRenewal,
  }
}
