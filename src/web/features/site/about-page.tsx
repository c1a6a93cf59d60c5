import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ButtonLink } from '#web/components/ui/button-link';
import { PageIntro } from '#web/components/ui/page-intro';
import { Prose } from '#web/components/ui/prose';

export function AboutPage() {
  const { t } = useLingui();
  return (
    <>
      <PageIntro
        eyebrow={t`Our story`}
        title={t`About HouseHunt`}
        lead={t`A property search built for how Indians actually look for a home: by locality, by budget in lakh and crore, and with a visit in person before anyone pays a rupee.`}
      />
      <div className="container-page py-12">
        <Prose>
          <p>
            <Trans>
              Looking for a home in India usually means scrolling through listings with no carpet area, prices
              that turn out to be &ldquo;negotiable&rdquo; upwards, photos of a different flat, and calls from
              people you never gave your number to. HouseHunt started as an answer to that. We bring together
              flats, independent houses, villas, plots, farmland and commercial spaces for sale and rent,
              posted by their owners, by agents and by our own team, with the same details asked of each.
            </Trans>
          </p>

          <h2>
            <Trans>What we do</Trans>
          </h2>
          <ul>
            <li>
              <Trans>
                List residential and commercial property for sale and for rent, with the full price in rupees,
                and for rentals the deposit and maintenance stated up front.
              </Trans>
            </li>
            <li>
              <Trans>
                Arrange site visits at a date and time that suit you, confirmed by a person on our team, not a
                bot.
              </Trans>
            </li>
            <li>
              <Trans>
                Help owners and builders present their property honestly, with real photos and complete
                details.
              </Trans>
            </li>
            <li>
              <Trans>
                Design and build villas on your own plot through{' '}
                <Link to="/villas-on-demand">Villas on Demand</Link>.
              </Trans>
            </li>
          </ul>

          <h2>
            <Trans>The details that matter here</Trans>
          </h2>
          <p>
            <Trans>
              Homes in India are compared on things a generic property site leaves out, so we ask for them on
              every listing: carpet and built-up area, undivided share of land for flats, plot dimensions,
              floor and total floors, facing and whether the layout is Vastu compliant, furnishing, covered
              parking, power backup and water supply, and for commercial space the cabins, workstations and
              washrooms. Plots show whether they have a clear title and RERA approval.
            </Trans>
          </p>

          <h2>
            <Trans>What we promise</Trans>
          </h2>
          <ul>
            <li>
              <Trans>
                <strong>Reviewed before it is shown.</strong> Every listing says who posted it: the owner, an
                agent or our team. Our team reviews what owners and agents post before it goes live, with its
                full address and PIN code. A lister&apos;s phone number is shown only to signed-in visitors, a
                few at a time, and the lister sees who asked for it.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Honest prices.</strong> The price you see is the one the owner is asking, in lakh and
                crore, and rentals state the deposit and maintenance charges too.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Your number stays with us.</strong> Your details go to our team to arrange your visit
                and are never sold or passed to call centres. Read how in our{' '}
                <Link to="/privacy-policy">privacy policy</Link>.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>No pressure.</strong> Searching, shortlisting and visits are free, and we would rather
                you take an extra week to check the papers than buy the wrong home.
              </Trans>
            </li>
          </ul>

          <h2>
            <Trans>Who we work for</Trans>
          </h2>
          <p>
            <Trans>
              Families buying their first flat, professionals moving cities for a new job, landowners who want
              a villa built without managing ten contractors, and businesses looking for a shop, an office or
              a warehouse in the right part of town. Whatever you are looking for, you deal with one team from
              the first search to the handover of the keys.
            </Trans>
          </p>
        </Prose>
        <div className="mt-10 flex flex-wrap gap-3">
          <ButtonLink to="/properties">
            <Trans>Browse properties</Trans>
          </ButtonLink>
          <ButtonLink to="/contact-us" variant="secondary">
            <Trans>Talk to our team</Trans>
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
