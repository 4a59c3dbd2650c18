import { AppLink } from '@/components/app-link';
import { ContactOffice } from './contact-office';
import { Paragraph, SitePage, SitePageSection, TextList } from './site-page';

/** Help: how to start and fill in a form, where to find your work, how to sign out and whom to ask. */
export function HelpPage() {
  return (
    <SitePage title="Help" lead="Campus Forms is where you fill in and keep track of your campus's safety and compliance forms.">
      <SitePageSection title="Start a form">
        <TextList
          ordered
          items={[
            <>
              Choose a form under <strong>Get Started</strong> on the <AppLink href="/">home page</AppLink>, or from the{' '}
              <strong>Start New</strong> menu in the top bar when your campus has turned it on.
            </>,
            'Read the description of the form that opens.',
            <>
              Select <strong>Start Form</strong>. The new form opens, and it is also listed in your workspace.
            </>,
          ]}
        />
      </SitePageSection>
      <SitePageSection title="Your answers save as you type">
        <Paragraph>
          There is no Save button. Under each answer you see <strong>Saving…</strong> while it is being sent, then{' '}
          <strong>Saved</strong>. You can close the form and come back to it later.
        </Paragraph>
        <Paragraph>
          If an answer could not be sent, for example because the connection dropped, it says so under the question. Your
          answer is kept on the page and sent again as soon as the connection returns, so do not type it again.
        </Paragraph>
      </SitePageSection>
      <SitePageSection title="Find your work">
        <TextList
          items={[
            <>
              <AppLink href="/action-items">Action Items</AppLink> lists what is waiting for you, such as a form to fill in or
              review.
            </>,
            <>
              <AppLink href="/workspace">Workspace</AppLink> lists every form you have started, with its status.
            </>,
            'Both are also on the home page and in the top bar (on a phone, in the menu at the top left).',
          ]}
        />
      </SitePageSection>
      <SitePageSection title="Sign out">
        <Paragraph>
          Open the menu with your initials at the top right and select <strong>Sign out</strong>. On a shared computer, sign
          out when you are done.
        </Paragraph>
      </SitePageSection>
      <SitePageSection title="Contact">
        <Paragraph>
          For questions about a form, or if something does not work, contact <ContactOffice />. Tell them the name of the
          form and the address of the page you were on.
        </Paragraph>
      </SitePageSection>
    </SitePage>
  );
}
