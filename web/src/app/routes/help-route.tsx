import { HelpPage } from '@/features/site-pages/components/help-page';

/** `/help`: the help page, linked from the top bar's help button. */
export default function HelpRoute() {
  return <HelpPage />;
}
