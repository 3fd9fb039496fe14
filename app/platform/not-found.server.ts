import { redirect } from 'react-router'

/**
 * Spec §2/§8: whatever is not found (a page, an article, a flow's quote, offer or policy, an
 * e-mail's or SMS's link refused, a member's policy that is not theirs) goes to /404, which
 * answers 404 with helpful links. A temporary redirect: a crawler follows it to the 404 and drops
 * the address, and an address that exists again later is not remembered as moved.
 */
export const notFound = () => redirect('/404')
