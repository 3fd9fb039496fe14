import { redirect } from 'react-router'

/** Spec §2: anything not found goes to /404, which answers 404 with helpful links. */
export const loader = () => redirect('/404')
