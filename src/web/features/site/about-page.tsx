import { Link } from 'react-router';
import { ButtonLink } from '#web/components/ui/button-link';
import { PageIntro } from '#web/components/ui/page-intro';
import { Prose } from '#web/components/ui/prose';

export function AboutPage() {
  return (
    <>
      <PageIntro
        eyebrow="Our story"
        title="About HouseHunt"
        lead="A property search built for how Indians actually look for a home: by locality, by budget in lakh and crore, and with a visit in person before anyone pays a rupee."
      />
      <div className="container-page py-12">
        <Prose>
          <p>
            Looking for a home in India usually means scrolling through listings with no carpet area, prices
            that turn out to be &ldquo;negotiable&rdquo; upwards, photos of a different flat, and calls from
            people you never gave your number to. HouseHunt started as an answer to that. We bring together
            flats, independent houses, villas, plots, farmland and commercial spaces for sale and rent, every
            one of them put up by our own team with the same details asked of each.
          </p>

          <h2>What we do</h2>
          <ul>
            <li>
              List residential and commercial property for sale and for rent, with the full price in rupees,
              and for rentals the deposit and maintenance stated up front.
            </li>
            <li>
              Arrange site visits at a date and time that suit you, confirmed by a person on our team, not a
              bot.
            </li>
            <li>
              Help owners and builders present their property honestly, with real photos and complete details.
            </li>
            <li>
              Design and build villas on your own plot through{' '}
              <Link to="/villas-on-demand">Villas on Demand</Link>.
            </li>
          </ul>

          <h2>The details that matter here</h2>
          <p>
            Homes in India are compared on things a generic property site leaves out, so we ask for them on
            every listing: carpet and built-up area, undivided share of land for flats, plot dimensions, floor
            and total floors, facing and whether the layout is Vastu compliant, furnishing, covered parking,
            power backup and water supply, and for commercial space the cabins, workstations and washrooms.
            Plots show whether they have a clear title and RERA approval.
          </p>

          <h2>What we promise</h2>
          <ul>
            <li>
              <strong>Listings from our own team.</strong> Every listing is put up by HouseHunt staff, never
              by anonymous advertisers, with its full address and PIN code.
            </li>
            <li>
              <strong>Honest prices.</strong> The price you see is the one the owner is asking, in lakh and
              crore, and rentals state the deposit and maintenance charges too.
            </li>
            <li>
              <strong>Your number stays with us.</strong> Your details go to our team to arrange your visit
              and are never sold or passed to call centres. Read how in our{' '}
              <Link to="/privacy-policy">privacy policy</Link>.
            </li>
            <li>
              <strong>No pressure.</strong> Searching, shortlisting and visits are free, and we would rather
              you take an extra week to check the papers than buy the wrong home.
            </li>
          </ul>

          <h2>Who we work for</h2>
          <p>
            Families buying their first flat, professionals moving cities for a new job, landowners who want a
            villa built without managing ten contractors, and businesses looking for a shop, an office or a
            warehouse in the right part of town. Whatever you are looking for, you deal with one team from the
            first search to the handover of the keys.
          </p>
        </Prose>
        <div className="mt-10 flex flex-wrap gap-3">
          <ButtonLink to="/properties">Browse properties</ButtonLink>
          <ButtonLink to="/contact-us" variant="secondary">
            Talk to our team
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
