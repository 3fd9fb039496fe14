/** Spec §8 quote-flow result codes, by the provider's names. */
export const resultCodes = {
  validasyon_hatasi: 1000,
  step_hatasi: 1001,
  token_control_step_hatasi: 1002,
  black_list: 1003,
  gecici_kod_onay_gerekli: 1004,
  customer_control_step_hata: 1005,
  dogum_tarihi_gerekli: 1006,
  gonderilen_bilgiler_yanlis: 1007,
  bot_kontrol_step_hata: 1008,
  cari_kuyruk_hata: 1009,
  islem_basarili: 1010,
  final_step_hata: 1011,
} as const

export type ResultCodeName = keyof typeof resultCodes
export type ResultCode = (typeof resultCodes)[ResultCodeName]

const softCodes = new Set<number>([
  resultCodes.gecici_kod_onay_gerekli,
  resultCodes.dogum_tarihi_gerekli,
  resultCodes.cari_kuyruk_hata,
  resultCodes.islem_basarili,
])

/** The spec's helper: every code is a hard error except 1004, 1006, 1009 and success 1010. */
export const isHardError = (code: number) => !softCodes.has(code)

export const isSuccess = (code: number | undefined) => code === resultCodes.islem_basarili

/**
 * What the visitor is told and what the flow does next:
 * - continue: go on to the next step;
 * - verify: a new SMS code, and back to the SMS verification (1004, and 1002 whose quote token
 *   the provider no longer trusts);
 * - ask-birth-date: the entry form, asking for the birth date;
 * - retry: wait a little and try the same step again;
 * - stop: show the message, keep everything typed, let the visitor correct or call us.
 */
export type ResultAction = 'continue' | 'verify' | 'ask-birth-date' | 'retry' | 'stop'

export interface ResultOutcome {
  action: ResultAction
  message: string
}

const outcomes: Record<ResultCode, ResultOutcome> = {
  1000: {
    action: 'stop',
    message: 'Girdiğiniz bilgilerden bazıları geçersiz. Lütfen kontrol edip tekrar deneyin.',
  },
  1001: {
    action: 'stop',
    message:
      'Teklif adımları beklenen sırada ilerlemedi. Lütfen bilgilerinizi kontrol edip tekrar deneyin.',
  },
  1002: {
    action: 'verify',
    message: 'Teklif oturumunuz doğrulanamadı. Devam etmek için telefonunuzu yeniden doğrulayın.',
  },
  1003: {
    action: 'stop',
    message:
      'Bu bilgilerle çevrimiçi teklif veremiyoruz. Size yardımcı olabilmemiz için lütfen acentemizi arayın.',
  },
  1004: {
    action: 'verify',
    message: 'Devam etmek için telefonunuzu SMS koduyla doğrulamanız gerekiyor.',
  },
  1005: {
    action: 'stop',
    message:
      'Müşteri bilgileriniz doğrulanamadı. Lütfen bilgilerinizi kontrol edip tekrar deneyin.',
  },
  1006: {
    action: 'ask-birth-date',
    message: 'Devam etmek için doğum tarihinizi girmeniz gerekiyor.',
  },
  1007: {
    action: 'stop',
    message:
      'Gönderilen bilgiler sigorta şirketinin kayıtlarıyla eşleşmedi. Lütfen kontrol edip tekrar deneyin.',
  },
  1008: {
    action: 'stop',
    message: 'İsteğiniz otomatik bir işlem olarak algılandı. Lütfen biraz bekleyip tekrar deneyin.',
  },
  1009: {
    action: 'retry',
    message: 'İşleminiz sırada bekliyor. Lütfen birkaç saniye sonra tekrar deneyin.',
  },
  1010: { action: 'continue', message: 'İşleminiz başarı ile gerçekleştirilmiştir.' },
  1011: {
    action: 'stop',
    message:
      'Son adım tamamlanamadı. Bilgileriniz kayıtlı; lütfen tekrar deneyin ya da acentemizi arayın.',
  },
}

const fallback: ResultOutcome = {
  action: 'stop',
  message: 'Üzgünüz bir sorun oluştu tekrar deneyin.',
}

/** The outcome of any StatusCode; one the spec does not list is a hard error with the default text. */
export function outcomeOf(code: number | undefined): ResultOutcome {
  return code !== undefined && code in outcomes ? outcomes[code as ResultCode] : fallback
}
