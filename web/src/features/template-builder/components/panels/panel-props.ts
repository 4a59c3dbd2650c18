import type { BuilderNode, OutlineRow } from '../../hooks/builder-tree';
import type { Choice } from '../../hooks/panel-choices';
import type { PanelEdits } from '../../hooks/panel-edits';

/** What every property panel part gets: the node it edits, the template around it and the edits it can make. */
export interface PanelProps<N extends BuilderNode = BuilderNode> {
  node: N;
  /** Every page and element of the template (for question and option pickers). */
  rows: readonly OutlineRow[];
  /** A published or archived version, or a save under way: everything is shown disabled. */
  readOnly: boolean;
  edits: PanelEdits;
  /** The template's form roles (rolesV2), for role pickers. */
  roles: readonly Choice[];
  /** The template's program, whose subform templates a subform may use. */
  programId: string | null;
}
