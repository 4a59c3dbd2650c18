import { StudioLayout } from '@/features/studio/components/studio-layout';

/** `/studio/*`: the studio frame (gate, left menu, breadcrumbs) around the studio screens. */
export default function StudioLayoutRoute() {
  return <StudioLayout />;
}
