import { useQuery } from '@apollo/client/react';
import { ImageUrlsDocument } from '../images/image-answer.generated';

/** Signed download addresses of an answer's stored files (images or documents), looked up by key. */
export function useStoredFileUrls(formId: string, keys: string[]) {
  const urls = useQuery(ImageUrlsDocument, { variables: { formId, keys }, skip: keys.length === 0 });
  return (key: string) => urls.data?.imageUrls.find((entry) => entry.key === key)?.url;
}
