import { useNavigation } from 'react-router'

/**
 * True while a form post is on its way and its answer is loading: the post went to `action`
 * (when given) with the button or field `intent` (when given). Drives the buttons' spinner.
 */
export function usePendingSubmission({
  action,
  intent,
}: { action?: string; intent?: string } = {}) {
  const navigation = useNavigation()
  const formData = navigation.formData
  if (!formData) return false
  if (action !== undefined && navigation.formAction !== action) return false
  return intent === undefined || formData.get('intent') === intent
}
