import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { availableMoves } from '@schema/dashboards/layout-ops';
import type { GridBreakpoint, LayoutWidthOption } from '@schema/dashboards/grid';
import { layoutWidthOptions } from '@schema/dashboards/grid';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { StoredLayout } from '../hooks/layout-draft';
import { useLayoutEditor } from '../hooks/use-layout-editor';
import { useWidgetKindOf } from '../widgets/widget-kinds-context';
import type { WidgetConfigValue, WidgetKind } from '../widgets/widget-kind';
import { AddWidgetButton } from './add-widget-button';
import { DashboardGrid } from './dashboard-grid';
import { LayoutWidthSelect } from './layout-width-select';
import { WidgetConfigDialog } from './widget-config-dialog';
import { WidgetFrame } from './widget-frame';
import { WidgetContent } from './widget-content';

type Configuring = { kind: WidgetKind; id?: string; config: WidgetConfigValue };

/**
 * A page layout on the grid. Read-only: the widgets. Editable: Add widget, the layout width, Save layout, each
 * widget's actions (configure, move, resize, remove) and the page's own actions (`actions`, e.g. Delete).
 */
export function LayoutEditor({
  layoutId,
  programId,
  stored,
  editable,
  onReload,
  actions,
  empty,
}: {
  layoutId: string;
  programId: string;
  stored: StoredLayout;
  editable: boolean;
  /** Reads the stored layout again (after a CONFLICT). */
  onReload(): Promise<StoredLayout | undefined>;
  /** The page's own actions; as a function, told whether the layout has unsaved changes. */
  actions?: ReactNode | ((state: { dirty: boolean }) => ReactNode);
  /** Shown instead of an empty grid when the layout has no widgets and is not being edited. */
  empty?: ReactNode;
}) {
  const { draft, dispatch, save, saving, conflict, reload } = useLayoutEditor(layoutId, stored);
  const widgetKindOf = useWidgetKindOf();
  const [widthOption, setWidthOption] = useState<LayoutWidthOption>('responsive');
  const [responsiveBreakpoint, setResponsiveBreakpoint] = useState<GridBreakpoint>('lg');
  const [configuring, setConfiguring] = useState<Configuring | null>(null);
  const actionButtons = useRef(new Map<string, HTMLButtonElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const [focusWidget, setFocusWidget] = useState<string | null>(null);
  const forced = layoutWidthOptions.find((option) => option.value === widthOption);
  const breakpoint: GridBreakpoint = forced && 'breakpoint' in forced ? forced.breakpoint : responsiveBreakpoint;

  // Focus follows an added widget to its actions button.
  useEffect(() => {
    if (!focusWidget) return;
    actionButtons.current.get(focusWidget)?.focus();
    setFocusWidget(null);
  }, [focusWidget, draft.widgets]);

  const pick = (kind: WidgetKind) => {
    if (kind.Editor) setConfiguring({ kind, config: kind.initialConfig });
    else addWidget(kind, kind.initialConfig);
  };
  const addWidget = (kind: WidgetKind, config: WidgetConfigValue) => {
    const id = `w-${crypto.randomUUID()}`;
    dispatch({ kind: 'add', widget: { id, type: kind.type, config } });
    setFocusWidget(id);
  };
  const applyConfig = (config: WidgetConfigValue) => {
    if (!configuring) return;
    if (configuring.id) dispatch({ kind: 'configure', id: configuring.id, config });
    else addWidget(configuring.kind, config);
    setConfiguring(null);
  };

  if (!editable && draft.widgets.length === 0 && empty) return <>{empty}</>;

  return (
    <Box>
      {editable ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
          <AddWidgetButton onPick={pick} buttonRef={addButton} />
          <LayoutWidthSelect value={widthOption} onChange={setWidthOption} />
          <Button variant="contained" onClick={() => void save()} disabled={!draft.dirty || saving}>
            Save layout
          </Button>
          {typeof actions === 'function' ? actions({ dirty: draft.dirty }) : actions}
        </Stack>
      ) : null}
      {conflict ? (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void onReload().then((fresh) => fresh && reload(fresh))}>
              Reload
            </Button>
          }
        >
          This layout was changed by someone else. Reload it to see their changes (yours will be lost), or keep editing.
        </Alert>
      ) : null}
      {editable && draft.widgets.length === 0 ? <Alert severity="info">This layout has no widgets yet. Use Add widget to start.</Alert> : null}
      <DashboardGrid
        layouts={draft.layouts}
        widthOption={widthOption}
        editable={editable}
        onLayouts={(layouts) => dispatch({ kind: 'grid', layouts })}
        onBreakpoint={setResponsiveBreakpoint}
        items={draft.widgets.map((widget) => {
          const kind = widgetKindOf(widget.type);
          const label = kind?.label ?? widget.type;
          const node = (
            <div data-testid={`widget-${widget.type}`} style={{ height: '100%' }}>
              <WidgetFrame
                label={label}
                editing={
                  editable
                    ? {
                        moves: availableMoves(draft.layouts, breakpoint, widget.id),
                        onMove: (move) => dispatch({ kind: 'move', id: widget.id, move, breakpoint }),
                        ...(kind?.Editor ? { onConfigure: () => setConfiguring({ kind, id: widget.id, config: widget.config }) } : {}),
                        onRemove: () => {
                          dispatch({ kind: 'remove', id: widget.id });
                          addButton.current?.focus();
                        },
                        buttonRef: (element: HTMLButtonElement | null) => {
                          if (element) actionButtons.current.set(widget.id, element);
                          else actionButtons.current.delete(widget.id);
                        },
                      }
                    : undefined
                }
              >
                <WidgetContent widget={widget} programId={programId} layouts={draft.layouts} breakpoint={breakpoint} />
              </WidgetFrame>
            </div>
          );
          return { id: widget.id, node };
        })}
      />
      {configuring ? (
        <WidgetConfigDialog kind={configuring.kind} initial={configuring.config} programId={programId} isNew={!configuring.id} onSave={applyConfig} onClose={() => setConfiguring(null)} />
      ) : null}
    </Box>
  );
}
