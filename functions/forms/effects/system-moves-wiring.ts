import { haltWorkflow, moveFormBySystem } from '../actions/system-move';
import { arriveAtStart } from './start-arrival';
import { wireSystemMoves } from './system-moves';

// Imported for its effect by every entry point whose requests move forms (forms, scheduler): see system-moves.ts.
wireSystemMoves({ moveFormBySystem, haltWorkflow, arriveAtStart });
