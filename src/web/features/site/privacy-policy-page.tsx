import { Link } from 'react-router';
import { PageIntro } from '../../components/ui/page-intro';
import { Prose } from '../../components/ui/prose';

export function PrivacyPolicyPage() {
  return (
    <>
      <PageIntro
        title="Privacy policy"
        lead="What personal data HouseHunt collects, why, and the choices you have."
      />
      <div className="container-page py-12">
        <Prose>
          <h2>What we collect</h2>
          <ul>
            <li>Your name, email address and profile photo when you sign in.</li>
            <li>
              The phone number, preferred date and message you give us when you book a visit or send an
              enquiry.
            </li>
            <li>
              Basic technical information, such as your browser type, needed to keep the site secure and
              working.
            </li>
          </ul>
          <h2>Why we use it</h2>
          <p>
            We use your details only to run HouseHunt: to arrange the visits you ask for, to answer your
            enquiries, and to keep your account secure. We do not sell your personal data.
          </p>
          <h2>Who we share it with</h2>
          <p>
            When you book a visit, we share the details the owner needs to meet you. Otherwise we share data
            only with service providers who host the site for us, or where the law requires it.
          </p>
          <h2>Preferences stored on your device</h2>
          <p>
            Your light or dark theme choice is kept in your browser&apos;s local storage and never sent to us.
            If you sign in, a session cookie keeps you signed in.
          </p>
          <h2>Your rights</h2>
          <p>
            Under India&apos;s Digital Personal Data Protection Act, 2023 you may ask to see, correct or erase
            your personal data, and withdraw consent at any time. <Link to="/contact-us">Contact us</Link> to
            make a request.
          </p>
        </Prose>
      </div>
    </>
  );
}
