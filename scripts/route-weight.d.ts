// Types of route-weight.js, for the route budget test.
export interface RouteBudget {
  type: string
  path: string
  target?: number
  ceiling: number
}
export const routeBudgets: RouteBudget[]
export function pageWeight(buildDir: string, pathname: string): { js: number; files: number }
export function routesLoadingZod(buildDir: string): string[]
