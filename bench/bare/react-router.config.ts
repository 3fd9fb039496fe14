import type { Config } from '@react-router/dev/config'

// The baseline the storefront is measured against: a bare React Router page, same versions.
export default { ssr: true, appDirectory: 'app', buildDirectory: 'build' } satisfies Config
