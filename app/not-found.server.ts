import { redirect } from 'react-router'

/**
 * Spec §2/§8: whatever is not found, a page or a flow's quote, offer or policy, goes to /404,
 * which answers 404 with helpful links.
 */
export const notFound = () => redirect('/404')
