import { useMutation } from '@apollo/client/react';
import type { SearchAddressesQuery } from '@/gql/graphql';
import { SearchAddressesDocument } from './search-addresses.generated';
import { UpdateAddressSearchResponseDocument } from './update-address-search-response.generated';
import { mergeSavedForm } from '../../api/saved-form-cache';
import { choiceReader } from './search-answer';
import { SearchAnswerField, type SearchableQuestion } from './search-answer-field';
import { useSearchInput } from './use-search-input';
import { useSearchResults } from './use-search-results';

type Address = Omit<SearchAddressesQuery['searchAddress'][number], '__typename'>;

const readAddress = choiceReader('AddressSearchResponse', (response) => response.selectedAddress);

/** The address as the save takes it: every field, without the cache's type name. */
const addressInput = ({ placeId, label, addressNumber, street, municipality, subRegion, region, postalCode, country }: Address) => ({
  placeId,
  label,
  addressNumber,
  street,
  municipality,
  subRegion,
  region,
  postalCode,
  country,
});

/** An address search: addresses matching what is typed (a place index in AWS, the campus gazetteer locally). */
export function AddressSearchField({ question }: { question: SearchableQuestion }) {
  const search = useSearchInput();
  const results = useSearchResults(SearchAddressesDocument, { text: search.term }, search.ready, (data) => data.searchAddress);
  const [mutate] = useMutation(UpdateAddressSearchResponseDocument, { update: (cache, { data }) => mergeSavedForm(cache, data?.updateAddressSearchResponse) });
  return (
    <SearchAnswerField<Address>
      question={question}
      search={search}
      results={results}
      keyOf={(address) => address.placeId}
      labelOf={(address) => address.label}
      read={readAddress}
      save={async (address, target) =>
        (await mutate({ variables: { input: { ...target, selectedAddress: address ? addressInput(address) : null } } })).data?.updateAddressSearchResponse
      }
    />
  );
}
