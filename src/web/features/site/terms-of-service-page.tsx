import { Link } from 'react-router';
import { LegalPage } from './components/legal-page';

// Change this date whenever the terms' substance changes.
const LAST_UPDATED = '23 November 2026';

export function TermsOfServicePage() {
  return (
    <LegalPage
      title="Terms of service"
      lead="The terms for using HouseHunt to search listings, book site visits and send enquiries. Please read them before you book a visit or pay anyone for a property."
      lastUpdated={LAST_UPDATED}
      contact={{
        heading: 'Questions about these terms',
        text: 'If anything here is unclear, or you have a complaint, reach our team here.',
      }}
    >
      <h2>About these terms</h2>
      <p>
        HouseHunt is an online property portal: you can search homes, plots and commercial spaces for sale and
        rent across India, shortlist them, book site visits, send enquiries and ask us to build a villa on
        your plot. By using the site you agree to these terms and to our{' '}
        <Link to="/privacy-policy">privacy policy</Link>. If you do not agree, please do not use the site.
      </p>

      <h2>Using HouseHunt</h2>
      <ul>
        <li>
          Searching and browsing need no account. Booking a visit and sending an enquiry are for people aged
          18 and over.
        </li>
        <li>
          If you sign in, you do so through an identity provider such as Google. Keep that account secure and
          sign out on shared devices; what is done while you are signed in is treated as done by you.
        </li>
        <li>
          Give your own, accurate details. Do not book visits or send enquiries in someone else&apos;s name or
          with their phone number.
        </li>
      </ul>

      <h2>Listings</h2>
      <p>
        Listings are put up by our team from information given by property owners, builders and their
        representatives. We do not inspect every property and cannot guarantee that every detail is complete,
        current or correct. In particular:
      </p>
      <ul>
        <li>
          Prices are asking prices in rupees. Unless a listing says otherwise they do not include stamp duty,
          registration charges, GST, maintenance deposits, parking charges or other costs.
        </li>
        <li>
          Areas are stated by the owner. Carpet area, built-up area and undivided share are different
          measures; check the one that matters to you in the sale deed or agreement.
        </li>
        <li>
          Facing, Vastu compliance, RERA approval, clear title and similar features are as declared by the
          owner. HouseHunt does not certify them.
        </li>
        <li>Photos show the property as it was when they were taken; map positions are approximate.</li>
        <li>A property may be sold or let before its listing is updated or removed.</li>
      </ul>
      <p>
        Before you pay any money, including a token amount or an advance, check the title documents,
        encumbrance certificate, building approvals, occupancy certificate, property tax records and, for
        projects that need it, the RERA registration on your state RERA authority&apos;s website. We recommend
        taking advice from a lawyer.
      </p>

      <h2>Site visits</h2>
      <ul>
        <li>
          A booking is a request. It stays pending until our team confirms it by phone or email; we may
          suggest another date or time when the owner or the property is not available.
        </li>
        <li>
          If you cannot make it, tell us as early as you can so the slot can go to someone else. We may
          decline bookings that look automated or abusive.
        </li>
        <li>
          Be respectful to owners, tenants, neighbours and our staff, and follow the rules of the building or
          society you visit.
        </li>
        <li>
          Never hand over cash, cheques or documents at a visit to someone whose identity and authority you
          have not checked.
        </li>
      </ul>

      <h2>Enquiries and villas on demand</h2>
      <p>
        An enquiry asks us to call or write back; it is not an offer or a contract. The same goes for a
        construction enquiry on our <Link to="/villas-on-demand">villas on demand</Link> page: designs,
        approvals, prices, payment stages and timelines for building a villa are agreed only in a separate
        written contract, which then governs that work.
      </p>

      <h2>Fees, brokerage and estimates</h2>
      <ul>
        <li>
          Searching, shortlisting, booking visits and sending enquiries on HouseHunt are free of charge.
        </li>
        <li>
          Where HouseHunt earns a commission on a property, it is agreed with the owner. We charge you a fee
          only if we agree it with you in writing, with the amount, before you commit.
        </li>
        <li>Nothing on the site promises a price, a discount, a deal, a loan or a return on investment.</li>
        <li>
          The EMI calculator gives an estimate to help you plan. It is not a loan offer; your bank or housing
          finance company sets the actual rate, amount and terms.
        </li>
      </ul>

      <h2>Fair use of the site</h2>
      <p>Please do not:</p>
      <ul>
        <li>copy listings in bulk, or send requests at a rate that burdens the site;</li>
        <li>submit forms automatically, or send false, offensive or unlawful content;</li>
        <li>use contact details you find here to send unsolicited messages;</li>
        <li>try to get around the site&apos;s security or reach data that is not yours.</li>
      </ul>
      <p>
        The site&apos;s design, text and software belong to HouseHunt; listing photos and descriptions belong
        to their owners. You may use them to find a property for yourself, not to republish them.
      </p>

      <h2>Our responsibility</h2>
      <p>
        HouseHunt connects house hunters with property owners and builders. Any sale, lease or rental
        agreement is between you and the owner; we are not a party to it unless we say so in writing. We work
        to keep the site available and accurate, but it is provided as it is, and we may change, suspend or
        remove listings and features. To the extent the law allows, we are not liable for indirect or
        consequential loss arising from the use of listing information. Nothing in these terms limits the
        rights you have as a consumer under Indian law, including the Consumer Protection Act, 2019.
      </p>

      <h2>Governing law and disputes</h2>
      <p>
        These terms are governed by the laws of India. If you have a complaint, please contact us first; we
        will try to resolve it within 30 days. Disputes that cannot be resolved are subject to the
        jurisdiction of the courts where HouseHunt&apos;s registered office is located, without affecting any
        right you have to approach a consumer commission.
      </p>

      <h2>Changes to these terms</h2>
      <p>
        We may update these terms; the date at the top shows when they last changed. The terms in force when
        you book a visit or send an enquiry apply to it.
      </p>
    </LegalPage>
  );
}
