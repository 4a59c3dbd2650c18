import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { ErrorPage } from './error-page';

/** Shown when the API refuses the caller (FORBIDDEN or a 403). */
export function AccessDeniedPage() {
  return (
    <ErrorPage
      title="Access Denied"
      message="You do not have permission to view this page. If you think you should, contact your program administrator."
      icon={<LockOutlinedIcon />}
    />
  );
}
