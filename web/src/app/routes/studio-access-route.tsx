import { StudioAccessPage } from '@/features/studio/components/studio-access-page';

/** `/studio`: the first studio screen the user can open, or what each part of the studio needs. */
export default function StudioAccessRoute() {
  return <StudioAccessPage />;
}
