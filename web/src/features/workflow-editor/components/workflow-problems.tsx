import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import AlertTitle from '@mui/material/AlertTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { FlowSelection, WorkflowProblem } from '../hooks/flow-edits';

function target(problem: WorkflowProblem): FlowSelection {
  if (problem.nodeId) return { kind: 'node', id: problem.nodeId };
  if (problem.edgeId) return { kind: 'edge', id: problem.edgeId };
  return null;
}

/** The validation's problems under the canvas; a problem about a node or transition selects it when clicked. */
export function WorkflowProblems({ problems, onSelect }: { problems: readonly WorkflowProblem[]; onSelect: (selection: FlowSelection) => void }) {
  if (problems.length === 0) return null;
  return (
    <Box component="section" aria-label="Workflow problems">
      <Alert severity="error">
      <AlertTitle>{problems.length === 1 ? '1 problem' : `${problems.length} problems`}</AlertTitle>
      <List dense disablePadding>
        {problems.map((problem, index) => {
          const selection = target(problem);
          const text = <ListItemText primary={problem.message} secondary={problem.code} />;
          return (
            <ListItem key={`${problem.code}-${index}`} disablePadding>
              {selection ? <ListItemButton onClick={() => onSelect(selection)}>{text}</ListItemButton> : text}
            </ListItem>
          );
        })}
      </List>
      </Alert>
    </Box>
  );
}
