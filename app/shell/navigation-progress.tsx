import { useNavigation } from 'react-router'

/** A thin bar at the very top while a page change is under way; fixed, so nothing moves. */
export function NavigationProgress() {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  return (
    <div
      className={`pointer-events-none fixed inset-x-0 top-0 z-50 h-1 overflow-hidden transition-opacity ${busy ? 'opacity-100' : 'opacity-0'}`}
      aria-hidden="true"
    >
      {busy ? <div className="navigation-progress h-full w-2/5 bg-accent-500" /> : null}
    </div>
  )
}
