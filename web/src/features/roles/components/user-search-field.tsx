import { PersonSearchField, type PersonSearch } from '@/components/person-search-field';
import { useSearchUsers, type UserOption } from '../api/search-users';

/** The member picker: people of a campus (searchUsers), once 2 or more characters have settled for 300 ms. */
export function UserSearchField({
  campusCode,
  value,
  onChange,
  error,
}: {
  campusCode: string | null;
  value: UserOption | null;
  onChange(user: UserOption | null): void;
  error: string | null;
}) {
  const useSearch: PersonSearch<UserOption> = (term, { skip }) => {
    const search = useSearchUsers(term, campusCode, { skip });
    return { people: search.data?.searchUsers ?? [], loading: search.loading };
  };
  return <PersonSearchField useSearch={useSearch} value={value} onChange={onChange} error={error} />;
}
