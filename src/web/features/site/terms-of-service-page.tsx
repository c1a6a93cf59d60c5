import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { LegalPage } from './components/legal-page';

// Change this date whenever the terms' substance changes.
const LAST_UPDATED = msg`23 November 2026`;

export function TermsOfServicePage() {
  const { t } = useLingui();
  return (
    <LegalPage
      title={t`Terms of service`}
      lead={t`The terms for using HouseHunt to search listings, book site visits and send enquiries. Please read them before you book a visit or pay anyone for a property.`}
      lastUpdated={t(LAST_UPDATED)}
      contact={{
        heading: t`Questions about these terms`,
        text: t`If anything here is unclear, or you have a complaint, reach our team here.`,
      }}
    >
      <h2>
        <Trans>About these terms</Trans>
      </h2>
      <p>
        <Trans>
          HouseHunt is an online property portal: you can search homes, plots and commercial spaces for sale
          and rent across India, shortlist them, book site visits, send enquiries and ask us to build a villa
          on your plot. By using the site you agree to these terms and to our{' '}
          <Link to="/privacy-policy">privacy policy</Link>. If you do not agree, please do not use the site.
        </Trans>
      </p>

      <h2>
        <Trans>Using HouseHunt</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Searching and browsing need no account. Booking a visit and sending an enquiry are for people aged
            18 and over.
          </Trans>
        </li>
        <li>
          <Trans>
            If you sign in, you do so through an identity provider such as Google. Keep that account secure
            and sign out on shared devices; what is done while you are signed in is treated as done by you.
          </Trans>
        </li>
        <li>
          <Trans>
            Give your own, accurate details. Do not book visits or send enquiries in someone else&apos;s name
            or with their phone number.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>Listings</Trans>
      </h2>
      <p>
        <Trans>
          Listings are posted by property owners, agents and our team; each listing says who posted it, and
          our team reviews a listing posted by an owner or agent before it is shown. We do not inspect every
          property and cannot guarantee that every detail is complete, current or correct. In particular:
        </Trans>
      </p>
      <ul>
        <li>
          <Trans>
            Prices are asking prices in rupees. Unless a listing says otherwise they do not include stamp
            duty, registration charges, GST, maintenance deposits, parking charges or other costs.
          </Trans>
        </li>
        <li>
          <Trans>
            Areas are stated by the owner. Carpet area, built-up area and undivided share are different
            measures; check the one that matters to you in the sale deed or agreement.
          </Trans>
        </li>
        <li>
          <Trans>
            Facing, Vastu compliance, RERA approval, clear title and similar features are as declared by the
            owner. HouseHunt does not certify them.
          </Trans>
        </li>
        <li>
          <Trans>
            Photos show the property as it was when they were taken; map positions are approximate.
          </Trans>
        </li>
        <li>
          <Trans>A property may be sold or let before its listing is updated or removed.</Trans>
        </li>
      </ul>
      <p>
        <Trans>
          Before you pay any money, including a token amount or an advance, check the title documents,
          encumbrance certificate, building approvals, occupancy certificate, property tax records and, for
          projects that need it, the RERA registration on your state RERA authority&apos;s website. We
          recommend taking advice from a lawyer.
        </Trans>
      </p>

      <h2>
        <Trans>Site visits</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            A booking is a request. It stays pending until our team confirms it by phone or email; we may
            suggest another date or time when the owner or the property is not available.
          </Trans>
        </li>
        <li>
          <Trans>
            If you cannot make it, tell us as early as you can so the slot can go to someone else. We may
            decline bookings that look automated or abusive.
          </Trans>
        </li>
        <li>
          <Trans>
            Be respectful to owners, tenants, neighbours and our staff, and follow the rules of the building
            or society you visit.
          </Trans>
        </li>
        <li>
          <Trans>
            Never hand over cash, cheques or documents at a visit to someone whose identity and authority you
            have not checked.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>Enquiries and villas on demand</Trans>
      </h2>
      <p>
        <Trans>
          An enquiry asks us to call or write back; it is not an offer or a contract. The same goes for a
          construction enquiry on our <Link to="/villas-on-demand">villas on demand</Link> page: designs,
          approvals, prices, payment stages and timelines for building a villa are agreed only in a separate
          written contract, which then governs that work.
        </Trans>
      </p>

      <h2>
        <Trans>Fees, brokerage and estimates</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Searching, shortlisting, booking visits and sending enquiries on HouseHunt are free of charge.
          </Trans>
        </li>
        <li>
          <Trans>
            Where HouseHunt earns a commission on a property, it is agreed with the owner. We charge you a fee
            only if we agree it with you in writing, with the amount, before you commit.
          </Trans>
        </li>
        <li>
          <Trans>
            Nothing on the site promises a price, a discount, a deal, a loan or a return on investment.
          </Trans>
        </li>
        <li>
          <Trans>
            The EMI calculator gives an estimate to help you plan. It is not a loan offer; your bank or
            housing finance company sets the actual rate, amount and terms.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>Fair use of the site</Trans>
      </h2>
      <p>
        <Trans>Please do not:</Trans>
      </p>
      <ul>
        <li>
          <Trans>copy listings in bulk, or send requests at a rate that burdens the site;</Trans>
        </li>
        <li>
          <Trans>submit forms automatically, or send false, offensive or unlawful content;</Trans>
        </li>
        <li>
          <Trans>use contact details you find here to send unsolicited messages;</Trans>
        </li>
        <li>
          <Trans>try to get around the site&apos;s security or reach data that is not yours.</Trans>
        </li>
      </ul>
      <p>
        <Trans>
          The site&apos;s design, text and software belong to HouseHunt; listing photos and descriptions
          belong to their owners. You may use them to find a property for yourself, not to republish them.
        </Trans>
      </p>

      <h2>
        <Trans>Our responsibility</Trans>
      </h2>
      <p>
        <Trans>
          HouseHunt connects house hunters with property owners and builders. Any sale, lease or rental
          agreement is between you and the owner; we are not a party to it unless we say so in writing. We
          work to keep the site available and accurate, but it is provided as it is, and we may change,
          suspend or remove listings and features. To the extent the law allows, we are not liable for
          indirect or consequential loss arising from the use of listing information. Nothing in these terms
          limits the rights you have as a consumer under Indian law, including the Consumer Protection Act,
          2019.
        </Trans>
      </p>

      <h2>
        <Trans>Governing law and disputes</Trans>
      </h2>
      <p>
        <Trans>
          These terms are governed by the laws of India. If you have a complaint, please contact us first; we
          will try to resolve it within 30 days. Disputes that cannot be resolved are subject to the
          jurisdiction of the courts where HouseHunt&apos;s registered office is located, without affecting
          any right you have to approach a consumer commission.
        </Trans>
      </p>

      <h2>
        <Trans>Changes to these terms</Trans>
      </h2>
      <p>
        <Trans>
          We may update these terms; the date at the top shows when they last changed. The terms in force when
          you book a visit or send an enquiry apply to it.
        </Trans>
      </p>
    </LegalPage>
  );
}
