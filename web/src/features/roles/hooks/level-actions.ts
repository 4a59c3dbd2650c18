import { globalNodeId } from '@schema/roles/node-actions';
import type { NodeType } from '@/gql/graphql';

/** The actions each level's checkbox table manages (spec: studio and admin area, section 6). */
export const levelActions: Record<NodeType, readonly string[]> = {
  global: ['admin', 'can_view_studio', 'can_create_tenant', 'can_create_library', 'can_view_internal_tools'],
  campus: ['admin'],
  program: ['admin', 'member'],
};

/**
 * The actions of the library permissions screen (library-management/permissions): who may create libraries, and
 * who manages every library (its admin, so its editor and viewer too, in the model's `library` type).
 */
export const libraryActions: readonly string[] = ['can_create_library', 'library_manager'];

/** The global level: the one node `platform`, named "global" in sentences. */
export const globalLevel = { nodeType: 'global', nodeId: globalNodeId, name: 'global' } as const;
