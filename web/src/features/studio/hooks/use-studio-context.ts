import { useOutletContext } from 'react-router-dom';

/** What the studio frame tells its screens: the names of the address's campus and program, once known. */
export interface StudioContext {
  campusName?: string;
  programName?: string;
  templateName?: string;
}

/** The studio frame's context, for a screen inside it. */
export function useStudioContext(): StudioContext {
  return useOutletContext<StudioContext | undefined>() ?? {};
}
