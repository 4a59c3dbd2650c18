import { ContactOffice } from './contact-office';
import { Paragraph, SitePage, SitePageSection, TextList } from './site-page';

/** The privacy notice: what is stored, who sees a form, cookies, retention and whom to contact. */
export function PrivacyPage() {
  return (
    <SitePage title="Privacy" lead="This page explains what Campus Forms stores about you, who can see it and how long it is kept.">
      <SitePageSection title="What we store">
        <TextList
          items={[
            'Your profile, as your campus identity provider (your campus sign-in) sends it: your name, email address and campus.',
            'The forms you start and every answer you give in them.',
            'Your action items: the tasks that ask you to fill in or review a form.',
          ]}
        />
      </SitePageSection>
      <SitePageSection title="Who can see a form">
        <Paragraph>
          A form can be seen by its owner, the person who started it. As review roles are added to Campus Forms, the reviewers
          that the form's template names (for example, your campus safety staff) will also be able to see it.
        </Paragraph>
      </SitePageSection>
      <SitePageSection title="Cookies">
        <Paragraph>
          Campus Forms sets one session cookie that keeps you signed in. It is HttpOnly, so scripts on the page cannot read it,
          and it ends when you sign out or your session expires. While you sign in through your campus, a second cookie
          completes the sign-in and expires within ten minutes. There are no advertising or tracking cookies.
        </Paragraph>
        <Paragraph>
          Your campus may add a product analytics or user guidance tool, for example to show tips on how to use a page. If it
          does, the tool will be named here, with what it collects.
        </Paragraph>
      </SitePageSection>
      <SitePageSection title="How long we keep it">
        <Paragraph>
          Forms, answers and action items are kept as long as your campus's records retention policy requires.
        </Paragraph>
      </SitePageSection>
      <SitePageSection title="Contact">
        <Paragraph>
          To ask what is stored about you, or to have something corrected, contact <ContactOffice />.
        </Paragraph>
      </SitePageSection>
    </SitePage>
  );
}
