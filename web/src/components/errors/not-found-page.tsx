import SearchOffIcon from '@mui/icons-material/SearchOff';
import { ErrorPage } from './error-page';

/** Shown for unknown addresses, missing records and screens behind a flag that is off; `message` names a missing record. */
export function NotFoundPage({ message }: { message?: string } = {}) {
  return (
    <ErrorPage
      title="Not Found"
      message={message ?? 'The page you are looking for does not exist, or it is not available to you.'}
      icon={<SearchOffIcon />}
    />
  );
}
