/** Spec §8 quote-flow status codes, as the provider puts them in StatusCode. */
export const quoteCodes = {
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
