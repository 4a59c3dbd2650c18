import { WorkspacePage } from '@/features/workspace/components/workspace-page';

/** `/workspace`: the whole workspace. */
export default function WorkspaceRoute() {
  return <WorkspacePage />;
}
