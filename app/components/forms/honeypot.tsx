/**
 * A field people never see and the keyboard skips; a script that fills every input reveals itself
 * by filling it, and the action then drops the post without saying why.
 */
export function Honeypot({ name, id }: { name: string; id: string }) {
  return (
    <div className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden" aria-hidden="true">
      <label htmlFor={id}>Web siteniz</label>
      <input id={id} type="text" name={name} tabIndex={-1} autoComplete="off" />
    </div>
  )
}
