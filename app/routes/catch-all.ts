import { notFound } from '~/not-found.server.ts'

export const loader = () => notFound()
