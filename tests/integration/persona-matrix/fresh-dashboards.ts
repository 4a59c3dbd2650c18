import { data, freshId, type Maker } from './fresh-support';

/** A new PROGRAM dashboard of the lab safety program (version 1), as global.admin, for one call to read, save or delete. */
const programDashboard: Maker = async (admin, fx) => {
  const created = await data<{ createDashboard: { id: string } }>(admin, 'mutation ($input: CreateDashboardInput!) { createDashboard(input: $input) { id } }', {
    programId: fx.programId,
    name: freshId('dashboard'),
    type: 'PROGRAM',
  });
  return { id: created.createDashboard.id, 'input.id': created.createDashboard.id, 'input.expectedVersion': 1 };
};

const emptyGrid = { lg: [], md: [], sm: [] };

/** Dashboard rows: each call gets a dashboard of its own, so a save or delete never meets another's version. */
export const freshDashboards: Record<string, Maker> = {
  dashboard: programDashboard,
  saveDashboard: async (admin, fx) => ({ ...(await programDashboard(admin, fx)), 'input.layouts': emptyGrid }),
  updatePageLayout: async (admin, fx) => ({
    ...(await programDashboard(admin, fx)),
    'input.widgets': [{ id: 'matrix-divider', type: 'divider', width: 8, height: 1, config: '{}' }],
    'input.layouts': { lg: [{ i: 'matrix-divider', x: 0, y: 0, w: 8, h: 1 }], md: [], sm: [] },
  }),
  deletePageLayout: programDashboard,
};
