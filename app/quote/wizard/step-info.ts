/**
 * What the rest of the wizard knows of a step: its address, its title and where its route module
 * is. Everything else (schema, loader, action, component, the draft record it owns) lives in that
 * module, so a line adds a step by listing its `StepInfo` (decision 015).
 */
export interface StepInfo {
  /** The URL segment (Turkish, decision 013) and the key of the step's record in the draft. */
  segment: string
  /** The page heading and the stepper label. */
  title: string
  /** The route module, relative to `app/`, that `app/routes.ts` mounts under every line using it. */
  module: string
}
