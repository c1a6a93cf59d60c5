import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { LegalPage } from './components/legal-page';

// Change this date whenever the policy's substance changes; visitors are told what changed.
const LAST_UPDATED = msg`23 November 2026`;

export function PrivacyPolicyPage() {
  const { t } = useLingui();
  return (
    <LegalPage
      title={t`Privacy policy`}
      lead={t`What personal data HouseHunt collects, why, how long we keep it, and the rights you have over it. In short: we collect only what we need to arrange your visits and answer you, and we do not track or advertise to you.`}
      lastUpdated={t(LAST_UPDATED)}
      contact={{
        heading: t`Questions about your data`,
        text: t`For any question or request about your personal data, reach our team here.`,
      }}
    >
      <p>
        <Trans>
          This policy covers the HouseHunt website and the services we run through it: searching listings,
          booking site visits, sending enquiries and asking us to build a villa. HouseHunt decides why and how
          this data is used, which makes us the Data Fiduciary for it under India&apos;s Digital Personal Data
          Protection Act, 2023.
        </Trans>
      </p>

      <h2>
        <Trans>When you sign in</Trans>
      </h2>
      <p>
        <Trans>
          You sign in through an identity provider, such as Google, in a window that provider runs. We never
          see your password. The provider tells us your <strong>name</strong>, your{' '}
          <strong>email address</strong> and a link to your <strong>profile photo</strong>, and we keep them
          on your HouseHunt account together with when you first and last signed in. Signing in is optional:
          you can search, book a visit and send an enquiry without an account.
        </Trans>
      </p>
      <p>
        <Trans>
          While you are signed in, your browser holds one cookie, <code>hh_session</code>. It contains only a
          random number that identifies your session. It is marked HttpOnly, so no script on a page can read
          it, it is only sent to HouseHunt itself, and on the live site only over an encrypted connection. We
          store a scrambled (hashed) copy of it with the time of your last visit and the name and version of
          your browser, so a stolen database could not be used to sign in as you. The session ends when you
          sign out, or 14 days after you last used the site.
        </Trans>
      </p>
      <p>
        <Trans>
          Each session also has a second random value, a CSRF token, which the site sends with every change
          you make. It proves that the request came from HouseHunt&apos;s own pages and not from another
          website acting in your name. While a sign-in is in progress, a second cookie,{' '}
          <code>hh_auth_state</code>, links the provider&apos;s answer to the sign-in you started; it expires
          after ten minutes. We use no other cookies.
        </Trans>
      </p>

      <h2>
        <Trans>When you book a visit or send an enquiry</Trans>
      </h2>
      <p>
        <Trans>
          To book a site visit we ask for your <strong>name</strong>, <strong>phone number</strong>,{' '}
          <strong>email address</strong>, your preferred date and time slot and, if you like, a message. An
          enquiry about a listing, a question on our contact page, or a request to build a villa asks for your
          name, phone, email and message, and for a villa also the city, plot size, budget and timeline. We
          record which listing you asked about and, if you were signed in, link the request to your account.
        </Trans>
      </p>
      <p>
        <Trans>
          We use these details only to arrange and confirm your visit, to call or write back to you about your
          question, and to keep a record of what we agreed. Our team reads them; nobody else does, except that
          when an owner or tenant has to let you in for a visit, we tell them your name and the time you are
          coming.
        </Trans>
      </p>

      <h2>
        <Trans>Your shortlist, recently viewed homes and theme</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            If you are not signed in, your shortlist and the listings you recently viewed are kept only in
            your browser&apos;s local storage, as a list of listing numbers. They never leave your device.
          </Trans>
        </li>
        <li>
          <Trans>
            When you sign in, those lists are added to your account and removed from the browser, and from
            then on they are kept on your account so you see them on every device you sign in on.
          </Trans>
        </li>
        <li>
          <Trans>
            Your choice of light or dark theme is kept in local storage under the name <code>darkMode</code>{' '}
            and is never sent to us.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          You can remove all of this from a browser at any time by clearing the site&apos;s data in the
          browser&apos;s settings.
        </Trans>
      </p>

      <h2>
        <Trans>Counting views, and keeping the site safe</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            When a listing&apos;s page is opened, we add one to that listing&apos;s count of views for the
            day. Nothing about you is stored with it: not your address, not a cookie, not your account. Our
            staff see only the totals.
          </Trans>
        </li>
        <li>
          <Trans>
            To stop automated abuse, the server limits how many requests can come from one internet (IP)
            address in a minute. It keeps these counters in memory for the minute and then forgets them. Our
            forms also carry a hidden field and a signed time stamp that catch bots, without any third-party
            CAPTCHA service.
          </Trans>
        </li>
        <li>
          <Trans>
            Like every web server, ours writes a log line for each request, with the time, the page asked for
            and the IP address it came from. We use these logs only to fix faults and investigate attacks, and
            delete them once they are no longer needed for that.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>What we do not do</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            No advertising, no third-party trackers or analytics, no social media pixels. The site loads its
            code only from HouseHunt itself.
          </Trans>
        </li>
        <li>
          <Trans>We do not sell or rent your personal data, and we do not build profiles of you.</Trans>
        </li>
        <li>
          <Trans>We do not send marketing messages unless you ask us to.</Trans>
        </li>
      </ul>
      <p>
        <Trans>
          Two outside services can see that you use HouseHunt, because you choose to use them: the identity
          provider you sign in with (its own privacy policy applies to your account there), and, where a map
          shows map images, the map provider named on the map, which receives your IP address and the area you
          look at, as any website you visit would.
        </Trans>
      </p>

      <h2>
        <Trans>Who we share data with</Trans>
      </h2>
      <p>
        <Trans>
          Only with the companies that host HouseHunt for us, who may process it only on our instructions, and
          with authorities when Indian law requires us to. If HouseHunt&apos;s business is transferred to
          another company, this policy continues to protect the data transferred.
        </Trans>
      </p>

      <h2>
        <Trans>How long we keep it</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            <strong>Account:</strong> while you have one. Ask us to close it and we delete your profile,
            shortlist and recently viewed list, and end your sessions.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Sessions:</strong> until you sign out, or 14 days after your last visit; expired sessions
            are deleted automatically.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Bookings and enquiries:</strong> while we handle your request and afterwards as a record
            of it, for as long as that is needed to resolve any question about it or the law requires. You can
            ask us to erase them sooner.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Daily view counts:</strong> kept as statistics; they contain nothing about you.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Data in your browser:</strong> until you clear it, or until sign-in moves it to your
            account.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>How we protect it</Trans>
      </h2>
      <p>
        <Trans>
          The site is served over an encrypted connection. Session numbers are stored only in hashed form,
          cookies are out of reach of page scripts, every change is checked against your CSRF token, and only
          our administrators can see bookings and enquiries. Changes they make to listings and roles are
          recorded, with who made them and when.
        </Trans>
      </p>

      <h2>
        <Trans>Your rights</Trans>
      </h2>
      <p>
        <Trans>Under the Digital Personal Data Protection Act, 2023 you may:</Trans>
      </p>
      <ul>
        <li>
          <Trans>ask for a summary of the personal data we hold about you and what we do with it;</Trans>
        </li>
        <li>
          <Trans>have it corrected, completed, brought up to date or erased;</Trans>
        </li>
        <li>
          <Trans>withdraw your consent at any time, as easily as you gave it;</Trans>
        </li>
        <li>
          <Trans>have a complaint about how we handle your data answered by us;</Trans>
        </li>
        <li>
          <Trans>
            nominate someone to exercise these rights for you if you die or become unable to do so yourself.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          Write to us with the details below, from the email address or phone number your request is about, so
          we can check it is yours. We reply within 30 days. If you are not satisfied with our answer, you may
          complain to the Data Protection Board of India.
        </Trans>
      </p>

      <h2>
        <Trans>Children</Trans>
      </h2>
      <p>
        <Trans>
          HouseHunt is meant for adults. Booking a visit and sending an enquiry are for people aged 18 and
          over, and we do not knowingly collect personal data from children.
        </Trans>
      </p>

      <h2>
        <Trans>Changes to this policy</Trans>
      </h2>
      <p>
        <Trans>
          When we change this policy we update it here and change the date at the top; if a change affects how
          we use data you have already given us, we say so on the site before it takes effect. See also our{' '}
          <Link to="/terms-of-service">terms of service</Link>.
        </Trans>
      </p>
    </LegalPage>
  );
}
