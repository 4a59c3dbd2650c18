import { useEffect } from 'react';
import { productName } from './site-links';

/** Sets the browser tab's title for a screen ("<title> - Campus Forms"). */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} - ${productName}` : productName;
  }, [title]);
}
