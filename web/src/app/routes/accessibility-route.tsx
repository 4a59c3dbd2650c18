import { AccessibilityPage } from '@/features/site-pages/components/accessibility-page';

/** `/accessibility`: the accessibility statement, linked from the footer. */
export default function AccessibilityRoute() {
  return <AccessibilityPage />;
}
