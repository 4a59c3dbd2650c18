import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { ErrorPage } from './error-page';

/** Shown for any failure that is neither not-found nor access-denied. */
export function GenericErrorPage() {
  return (
    <ErrorPage
      title="Something went wrong"
      message="An error has occurred. Please try again, and if it keeps happening contact support."
      icon={<ErrorOutlineIcon />}
    />
  );
}
