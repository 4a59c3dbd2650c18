import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { FormIdTime } from './form-id-time';

/** A list row's name (usually its link) with the form's id under it: the grid's Name cell. */
export function NameWithId({ name, autoId }: { name: ReactNode; autoId?: string | null }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', py: 0.5, minWidth: 0 }}>
      {name}
      <FormIdTime autoId={autoId} />
    </Box>
  );
}

/** Props of {@link RowCard}. */
export interface RowCardProps {
  /** The row's name, usually its link. */
  name: ReactNode;
  autoId?: string | null;
  /** When `event` happened (ISO). */
  time: string;
  event: string;
  /** What follows: status, type, actions. */
  children?: ReactNode;
}

/** A list row as a card on a phone: name, then the form's id and when, then the rest (status, actions). */
export function RowCard({ name, autoId, time, event, children }: RowCardProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5, py: 1, minWidth: 0, width: '100%' }}>
      {name}
      <FormIdTime autoId={autoId} time={time} event={event} />
      {children}
    </Box>
  );
}
