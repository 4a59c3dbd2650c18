import { ContactOffice } from './contact-office';
import { Paragraph, SitePage, SitePageSection, TextList } from './site-page';

/** The accessibility statement: the goal, what was done, known limitations and how to report a barrier. */
export function AccessibilityPage() {
  return (
    <SitePage
      title="Accessibility"
      lead="Everyone on campus should be able to fill in a safety or compliance form, whatever device or assistive technology they use."
    >
      <SitePageSection title="Our goal">
        <Paragraph>
          Campus Forms aims to meet the Web Content Accessibility Guidelines (WCAG) 2.1, level AA.
        </Paragraph>
      </SitePageSection>
      <SitePageSection title="What we have done">
        <TextList
          items={[
            'Every control can be reached and used with the keyboard alone, and a "Skip to main content" link comes first on each page.',
            'Every input has a label that screen readers announce, and save messages are announced as they change.',
            'The keyboard focus is always visible.',
            'Text and controls meet the WCAG AA colour contrast ratios.',
            'Pages work on screens 360 pixels wide and when zoomed to 200 %, without scrolling sideways.',
            'Pages are checked with the axe accessibility testing tool.',
          ]}
        />
      </SitePageSection>
      <SitePageSection title="Known limitations">
        <Paragraph>
          Some question types are still being built. Until they are, such a question shows a disabled control with a note
          that it cannot be answered here yet. If a form you need depends on one, contact <ContactOffice />.
        </Paragraph>
      </SitePageSection>
      <SitePageSection title="Report a barrier">
        <Paragraph>
          If something keeps you from using Campus Forms, contact <ContactOffice />. Include the address of the page (copy it
          from the browser's address bar), what you were trying to do and, if you use one, the assistive technology. They
          will help you complete your form another way while the barrier is fixed.
        </Paragraph>
      </SitePageSection>
    </SitePage>
  );
}
