import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { vi } from 'vitest';
import { WorkflowEditor } from '../components/workflow-editor';
import type { EditorCatalogue } from '../hooks/editor-catalogue';
import type { EditorJob, Flow } from '../hooks/flow-edits';

/** Renders the editor over a flow and jobs it keeps as the page would; the spies see every change. */
export function renderEditor(initial: Flow, options: { catalogue: EditorCatalogue; jobs?: EditorJob[]; readOnly?: boolean }) {
  const onChange = vi.fn<(flow: Flow) => void>();
  const onJobsChange = vi.fn<(jobs: EditorJob[]) => void>();
  function Harness() {
    const [flow, setFlow] = useState(initial);
    const [jobs, setJobs] = useState(options.jobs ?? []);
    return (
      <WorkflowEditor
        value={flow}
        readOnly={options.readOnly}
        catalogue={options.catalogue}
        jobs={jobs}
        onChange={(next) => {
          onChange(next);
          setFlow(next);
        }}
        onJobsChange={(next) => {
          onJobsChange(next);
          setJobs(next);
        }}
      />
    );
  }
  render(<Harness />);
  return { onChange, onJobsChange, user: userEvent.setup() };
}
