import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import HighlightOffIcon from '@mui/icons-material/CancelOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ExplanationStep } from '../api/explain-check';
import { objectOfUser, type ObjectNames } from '../api/object-names';

/** A step with the steps nested under it. */
interface StepNode {
  step: ExplanationStep;
  children: StepNode[];
}

/** The API's depth-first steps as a tree: each step's children follow it one level deeper. */
export function nestSteps(steps: ExplanationStep[]): StepNode[] {
  const roots: StepNode[] = [];
  const open: StepNode[] = [];
  for (const step of steps) {
    const node = { step, children: [] };
    open.length = step.depth;
    (open.at(-1)?.children ?? roots).push(node);
    open.push(node);
  }
  return roots;
}

const kindLabels: Record<ExplanationStep['kind'], string> = {
  CHECK: 'Relation',
  DIRECT: 'Tuple',
  USERSET: 'Through a userset',
  COMPUTED: 'Same object',
  TUPLE_TO_USERSET: 'From a parent',
  UNION: 'Any of',
  INTERSECTION: 'All of',
  EXCLUSION: 'But not',
  CONDITION: 'Condition',
  MISSING: 'Missing',
  CYCLE: 'Cycle',
  LIMIT: 'Limit',
};

const code = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', overflowWrap: 'anywhere' } as const;

/** "role:r1 is Studio Viewers" for each id of the step's tuple that has a name: roles are more than ids. */
function namesOf(step: ExplanationStep, names: ObjectNames): string | null {
  if (!step.tuple) return null;
  const named = [objectOfUser(step.tuple.user), step.tuple.object].flatMap((object) => {
    const name = object ? names.get(object)?.name : null;
    return object && name ? [`${object} is ${name}`] : [];
  });
  return named.length > 0 ? named.join('; ') : null;
}

function StepItem({ node, names }: { node: StepNode; names: ObjectNames }) {
  const { step } = node;
  const named = namesOf(step, names);
  const Icon = step.satisfied ? CheckCircleOutlineIcon : HighlightOffIcon;
  return (
    <Box component="li" sx={{ listStyle: 'none', mt: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Icon fontSize="small" color={step.satisfied ? 'success' : 'error'} titleAccess={step.satisfied ? 'holds' : 'does not hold'} sx={{ mt: '2px' }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="caption" component="div" sx={{ color: 'text.secondary', fontWeight: 700 }}>
            {kindLabels[step.kind]}
          </Typography>
          <Typography variant="body2" sx={code}>
            {step.description}
          </Typography>
          {named ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {named}
            </Typography>
          ) : null}
        </Box>
      </Box>
      {node.children.length > 0 ? <StepList nodes={node.children} names={names} /> : null}
    </Box>
  );
}

function StepList({ nodes, names, label }: { nodes: StepNode[]; names: ObjectNames; label?: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, pl: { xs: 1.5, sm: 3 }, borderLeft: label ? 'none' : 1, borderColor: 'divider' }}>
      {nodes.map((node, index) => (
        <StepItem key={index} node={node} names={names} />
      ))}
    </Box>
  );
}

/** An explanation's path as a nested list: each step with whether it holds, what kind it is and what it says. */
export function ExplanationTree({ steps, names, label }: { steps: ExplanationStep[]; names: ObjectNames; label: string }) {
  return <StepList nodes={nestSteps(steps)} names={names} label={label} />;
}
