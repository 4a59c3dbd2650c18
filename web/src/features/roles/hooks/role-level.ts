import type { NodeType } from '@/gql/graphql';

/** A level of the role hierarchy a screen manages: global (`platform`), a campus or a program. */
export interface RoleLevel {
  nodeType: NodeType;
  nodeId: string;
  /** How the level is named in sentences: 'global', the campus's or the program's name. */
  name: string;
}
