/** The checkout of one offer of a quote draft (decision record 008). */
export const checkoutPath = (draftId: string, offerId: string) =>
  `/odeme/${encodeURIComponent(draftId)}/${encodeURIComponent(offerId)}`

/** Where the bank posts the 3D Secure result (the one path exempt from the cross-site POST guard). */
export const THREE_D_CALLBACK_PATH = '/odeme/3d-sonuc'

/** The page that asks the provider again about a 3D result it has not answered about yet. */
export const THREE_D_VERIFYING_PATH = `${THREE_D_CALLBACK_PATH}?dogrulama`
