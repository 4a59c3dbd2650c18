import { describe, expect, it } from 'vitest';
import { managedActions, nodeTypes } from '../../schema/src/roles/node-actions';
import { authorizationModel } from '../authz/service';

describe('the actions the permission table manages', () => {
  it("are relations of the node's type that the model lets a role's members be granted", () => {
    const model = authorizationModel();
    const ungrantable = nodeTypes.flatMap((nodeType) =>
      managedActions[nodeType].filter((action) => {
        const relation = model.types.get(nodeType)?.relations.get(action);
        return !relation?.directTypes.some((direct) => direct.type === 'role' && direct.relation === 'member');
      }).map((action) => `${nodeType}#${action}`),
    );

    expect(ungrantable).toEqual([]);
  });

  it('let a role belong to every level', () => {
    const node = authorizationModel().types.get('role')?.relations.get('node');

    expect(node?.directTypes.map((direct) => direct.type).sort()).toEqual([...nodeTypes].sort());
  });
});
