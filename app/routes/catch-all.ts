import { notFound } from '~/platform/not-found.server.ts'

export const loader = () => notFound()
