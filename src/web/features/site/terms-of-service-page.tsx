import { Link } from 'react-router';
import { PageIntro } from '../../components/ui/page-intro';
import { Prose } from '../../components/ui/prose';

export function TermsOfServicePage() {
  return (
    <>
      <PageIntro
        title="Terms of service"
        lead="The rules for using HouseHunt. Please read them before you book a visit."
      />
      <div className="container-page py-12">
        <Prose>
          <h2>Using HouseHunt</h2>
          <p>
            HouseHunt lets you search properties, book site visits and send enquiries. By using the site you
            agree to these terms and to our <Link to="/privacy-policy">privacy policy</Link>.
          </p>
          <h2>Listings</h2>
          <p>
            We review listings before publishing them, but prices, availability and details can change. Always
            verify the title documents, approvals and RERA registration of a property before you pay any
            money.
          </p>
          <h2>Visits and enquiries</h2>
          <ul>
            <li>Give accurate contact details so we can confirm your visit.</li>
            <li>Let us know if you cannot make a booked visit, so the slot can go to someone else.</li>
            <li>Be respectful to owners, tenants and our staff during visits.</li>
          </ul>
          <h2>Fees</h2>
          <p>
            Searching and booking visits is free. Where a listing says a commission applies, its percentage is
            shown on the listing before you commit.
          </p>
          <h2>Our responsibility</h2>
          <p>
            HouseHunt is a platform that connects house hunters with property owners. The sale or rental
            agreement is between you and the owner. Disputes are subject to the laws of India.
          </p>
          <h2>Questions</h2>
          <p>
            <Link to="/contact-us">Contact us</Link> with any question about these terms.
          </p>
        </Prose>
      </div>
    </>
  );
}
