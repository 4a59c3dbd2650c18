import { useSessionUser } from '@/lib/auth/session-context';

/** "the Environment, Health & Safety (EH&S) office of <campus>": whom to contact, named for the user's campus. */
export function ContactOffice() {
  const user = useSessionUser();
  return (
    <>
      the Environment, Health &amp; Safety (EH&amp;S) office of <strong>{user.campusName}</strong>
    </>
  );
}
