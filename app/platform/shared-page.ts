/**
 * A page module's `handle` when its HTML is the same for every visitor without a session: what it
 * shows comes from the address, the consent cookies and public content only (decision 024).
 */
export const sharedPageHandle = { sharedPage: true } as const
