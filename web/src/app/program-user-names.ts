import { createContext } from 'react';

/**
 * Lets the user documents screen tell the program area's frame a user's name, for its breadcrumb: the screen
 * has read it anyway, so the frame needs no request of its own.
 */
export const ProgramUserNamesContext = createContext<(userId: string, name: string) => void>(() => undefined);
