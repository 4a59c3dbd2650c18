import { PrivacyPage } from '@/features/site-pages/components/privacy-page';

/** `/privacy`: the privacy notice, linked from the footer. */
export default function PrivacyRoute() {
  return <PrivacyPage />;
}
